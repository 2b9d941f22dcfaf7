import { describe, expect, it } from 'vitest';
import { excerptParts, hitFromResult, indexFilesFor, searchPagePath } from './search';

describe('search addresses', () => {
  it('puts a trimmed query in the search page address, and none when it is empty', () => {
    expect(searchPagePath()).toBe('/blog/search/');
    expect(searchPagePath('   ')).toBe('/blog/search/');
    expect(searchPagePath(' Dubai in April ')).toBe('/blog/search/?q=Dubai+in+April');
    expect(searchPagePath('visa&x=1')).toBe('/blog/search/?q=visa%26x%3D1');
  });
});

describe('excerptParts', () => {
  it('decodes entities into text and never lets markup through', () => {
    expect(excerptParts('Tom &amp; Jerry &lt;b&gt; &#39;hi&#x27; <img src=x onerror=alert(1)>')).toEqual([
      { text: "Tom & Jerry <b> 'hi' ", marked: false },
    ]);
    expect(excerptParts('<mark>a<script>x</script></mark>')).toEqual([{ text: 'ax', marked: true }]);
  });
});

describe('hitFromResult', () => {
  it('reads the title, date and topics Pagefind returns', () => {
    expect(
      hitFromResult({
        url: '/blog/weekend-in-zanzibar/',
        excerpt: 'A <mark>Zanzibar</mark> weekend',
        meta: { title: 'A Weekend in Zanzibar', date: '2024-03-02' },
        filters: { topic: ['Africa', 'Family'] },
      }),
    ).toEqual({
      url: '/blog/weekend-in-zanzibar/',
      title: 'A Weekend in Zanzibar',
      date: '2024-03-02',
      topics: ['Africa', 'Family'],
      excerpt: [
        { text: 'A ', marked: false },
        { text: 'Zanzibar', marked: true },
        { text: ' weekend', marked: false },
      ],
    });
  });

  it('falls back to the address for a missing title and drops a malformed date', () => {
    const hit = hitFromResult({ url: '/blog/x/', excerpt: '', meta: { date: 'soon' } });
    expect(hit).toEqual({ url: '/blog/x/', title: '/blog/x/', topics: [], excerpt: [] });
  });

  it('says what kind of page a result is in the words its page marks itself with; a post marks none', () => {
    const guide = hitFromResult({
      url: '/visas/canada/',
      excerpt: '',
      meta: { title: 'Canada visitor visa', kind: 'Visa guide' },
    });
    expect(guide.kind).toBe('Visa guide');
    expect(hitFromResult({ url: '/blog/x/', excerpt: '', meta: {} }).kind).toBeUndefined();
  });
});

describe('indexFilesFor', () => {
  const entry = {
    languages: {
      en: { hash: 'en_b48aa99864', wasm: 'en', page_count: 3 },
      fr: { hash: 'fr_0a1b2c3d4e', wasm: null, page_count: 9 },
    },
  };

  it('names the meta file and the engine Pagefind will fetch for the page\u2019s language', () => {
    expect(indexFilesFor(entry, 'en')).toEqual(['pagefind.en_b48aa99864.pf_meta', 'wasm.en.pagefind']);
    expect(indexFilesFor(entry, 'EN-GB')).toEqual(['pagefind.en_b48aa99864.pf_meta', 'wasm.en.pagefind']);
  });

  it('falls back as Pagefind does: the language with the most pages, and the generic engine', () => {
    expect(indexFilesFor(entry, 'yo')).toEqual(['pagefind.fr_0a1b2c3d4e.pf_meta', 'wasm.unknown.pagefind']);
  });

  it('names nothing for an entry without languages', () => {
    expect(indexFilesFor({}, 'en')).toEqual([]);
  });
});
