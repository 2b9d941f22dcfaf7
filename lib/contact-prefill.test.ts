import { afterEach, describe, expect, it, vi } from 'vitest';
import { enquiryParams } from './collections';
import { enquiryLineFor, MAX_SLUG_LENGTH, prefillEnquiry, prefillKey, prefillMessage } from './contact-prefill';
import { enquiryLines, planTripCall } from './post-enquiry';

const alps = { slug: 'hiking-in-the-alps', title: "Hiking in the Alps: A First-Timer's Guide" };
const lines = {
  about: enquiryLines([alps, { slug: 'weekend-in-zanzibar', title: 'A Long Weekend in Zanzibar from Lagos' }]),
};
const about = (slug: string) => ({ param: 'about' as const, slug });
const aboutSlug = (search: string) =>
  prefillKey(search, enquiryParams)?.param === 'about' ? prefillKey(search, enquiryParams)!.slug : null;

describe('aboutSlug: the ?about= value', () => {
  it('reads the slug a post links with', () => {
    expect(aboutSlug('?about=hiking-in-the-alps')).toBe('hiking-in-the-alps');
    expect(aboutSlug(new URL(`https://x.example${planTripCall(alps).contact.href}`).search)).toBe('hiking-in-the-alps');
  });

  it('is null when empty, missing, blank, or so long it is not even looked up', () => {
    for (const search of ['', '?about=', '?about=%20%20', '?other=hiking-in-the-alps']) expect(aboutSlug(search)).toBeNull();
    expect(aboutSlug(`?about=${'a'.repeat(MAX_SLUG_LENGTH)}`)).toBe('a'.repeat(MAX_SLUG_LENGTH));
    expect(aboutSlug(`?about=${'a'.repeat(MAX_SLUG_LENGTH + 1)}`)).toBeNull();
    expect(aboutSlug(`?about=${'x'.repeat(100_000)}`)).toBeNull();
  });
});

describe("enquiryLineFor: only the build's own lines are ever used", () => {
  it('gives the line naming the post for a known slug', () => {
    expect(enquiryLineFor(about('hiking-in-the-alps'), lines)).toBe(
      'I would like to plan a trip like the one in "Hiking in the Alps: A First-Timer\'s Guide".',
    );
  });

  it('gives nothing for HTML, script or any text that is not a known slug', () => {
    for (const crafted of [
      '<img src=x onerror=alert(1)>',
      '<script>alert(1)</script>',
      'Cheap flights! Call 0800',
      'hiking-in-the-alps ',
      '__proto__',
      'constructor',
      'toString',
    ]) {
      expect(enquiryLineFor(about(crafted), lines), crafted).toBeNull();
      expect(enquiryLineFor({ param: 'trip', slug: crafted }, lines), crafted).toBeNull();
    }
  });

  it('gives nothing when the list is not a list of lines', () => {
    expect(enquiryLineFor(about('a'), null)).toBeNull();
    expect(enquiryLineFor(about('a'), 'a')).toBeNull();
    expect(enquiryLineFor(about('a'), { about: { a: { html: '<b>' } } })).toBeNull();
    expect(enquiryLineFor(about('a'), { a: 'a line at the wrong level' })).toBeNull();
  });
});

describe('prefillMessage', () => {
  it('starts an empty message with the line and a new line to type on, and never overwrites what was typed or restored', () => {
    const empty = { value: '' };
    const typed = { value: 'My own words' };
    expect([prefillMessage(empty, 'About the Alps.'), prefillMessage(typed, 'About the Alps.')]).toEqual([true, false]);
    expect([empty.value, typed.value]).toEqual(['About the Alps.\n', 'My own words']);
  });
});

describe('prefillEnquiry', () => {
  afterEach(() => vi.unstubAllGlobals());

  function formWith(field: object) {
    return { elements: { namedItem: (name: string) => (name === 'message' ? field : null) } } as unknown as HTMLFormElement;
  }

  it('does not ask for the list at all without a usable ?about=', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await prefillEnquiry(formWith({}), `?about=${'x'.repeat(500)}`, enquiryParams, new AbortController().signal);
    await prefillEnquiry(formWith({}), '?about=', enquiryParams, new AbortController().signal);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fills the message field from the published list', async () => {
    class FakeTextArea {
      value = '';
    }
    vi.stubGlobal('HTMLTextAreaElement', FakeTextArea);
    const fetch = vi.fn(async () => new Response(JSON.stringify(lines)));
    vi.stubGlobal('fetch', fetch);
    const field = new FakeTextArea();
    await prefillEnquiry(formWith(field), '?about=weekend-in-zanzibar', enquiryParams, new AbortController().signal);
    expect(fetch).toHaveBeenCalledWith('/enquiries.json', expect.anything());
    expect(field.value).toBe('I would like to plan a trip like the one in "A Long Weekend in Zanzibar from Lagos".\n');
  });
});
