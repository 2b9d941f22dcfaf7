import { describe, expect, it } from 'vitest';
import { clientTuning } from '@/content/client-tuning';
import { contactPage } from '@/content/contact';
import { site } from '@/content/site';
import { enquiryLinks, enquiryText, fitText, type EnquiryCopy } from './enquiry-links';

const copy: EnquiryCopy = contactPage.form.enquiry;
const target = { email: site.email, whatsappNumber: site.whatsapp.number };
const max = clientTuning.contact.linkMaxChars;
const values = {
  name: 'Tunde Bakare',
  email: 'tunde@example.com',
  phone: '+234 803 555 0199',
  message: 'Two adults, Lagos to Cape Town, 12-20 December.\nWindow seats & a quiet hotel, please!',
};

const whatsappText = (href: string) => new URL(href).searchParams.get('text') ?? '';
const mailParts = (href: string) => {
  expect(href.startsWith(`mailto:${site.email}?`)).toBe(true);
  const params = new URLSearchParams(href.slice(href.indexOf('?') + 1).replace(/\+/g, '%2B'));
  return { subject: params.get('subject'), body: params.get('body') };
};

describe('enquiryText', () => {
  it('has the intro, the details given and the message, leaving out a phone number that was not given', () => {
    expect(enquiryText(values, copy)).toBe(
      [copy.intro, '', 'Name: Tunde Bakare', 'Email: tunde@example.com', 'Phone: +234 803 555 0199', '', values.message].join(
        '\n',
      ),
    );
    expect(enquiryText({ ...values, phone: '  ' }, copy)).not.toContain('Phone:');
  });
});

describe('enquiryLinks', () => {
  it('prefills a wa.me chat with the agency number and the whole enquiry', () => {
    const links = enquiryLinks(values, copy, target, max);
    expect(links.whatsapp.startsWith(`https://wa.me/${site.whatsapp.number}?text=`)).toBe(true);
    expect(whatsappText(links.whatsapp)).toBe(enquiryText(values, copy));
    expect(links.trimmed).toBe(false);
  });

  it('prefills an e-mail with the subject and the enquiry, lines ending in CRLF', () => {
    const { email } = enquiryLinks(values, copy, target, max);
    const { subject, body } = mailParts(email);
    expect(subject).toBe(copy.subject);
    expect(body).toBe(enquiryText(values, copy).replace(/\n/g, '\r\n'));
    // Characters that mean something in a URL stay inside the body.
    expect(body).toContain('Window seats & a quiet hotel');
  });

  it('shortens a long enquiry so both links fit, with the note, and keeps the start of the message', () => {
    const message = `${'We are a group of twelve colleagues planning a retreat. '.repeat(120)}THE END`;
    const links = enquiryLinks({ ...values, message }, copy, target, max);
    expect(links.trimmed).toBe(true);
    expect(links.whatsapp.length).toBeLessThanOrEqual(max);
    expect(links.email.length).toBeLessThanOrEqual(max);
    for (const text of [whatsappText(links.whatsapp), mailParts(links.email).body!.replace(/\r\n/g, '\n')]) {
      expect(text.startsWith(enquiryText({ ...values, message: '' }, copy).trimEnd())).toBe(true);
      expect(text).toContain('We are a group of twelve colleagues');
      expect(text).not.toContain('THE END');
      expect(text.endsWith(`…\n\n${copy.trimmedNote}`)).toBe(true);
      // The most that fits: not cut far short of the limit.
      expect(text.length).toBeGreaterThan(max / 3);
    }
  });

  it('never splits a character whose encoding is long (accents, emoji)', () => {
    const message = 'Ẹ kú àárọ̀! 🌍✈️ '.repeat(300);
    const links = enquiryLinks({ ...values, message }, copy, target, max);
    expect(links.whatsapp.length).toBeLessThanOrEqual(max);
    expect(() => whatsappText(links.whatsapp)).not.toThrow();
    expect(() => decodeURIComponent(links.email)).not.toThrow();
    expect(whatsappText(links.whatsapp)).not.toContain('\uFFFD');
  });
});

describe('fitText', () => {
  const build = (text: string) => `x:${encodeURIComponent(text)}`;

  it('cuts at a word boundary near the limit', () => {
    const { href, trimmed } = fitText('alpha beta gamma delta epsilon', 'N', 30, build);
    expect(trimmed).toBe(true);
    expect(href.length).toBeLessThanOrEqual(30);
    expect(decodeURIComponent(href.slice(2))).toMatch(/^alpha( beta)*…\n\nN$/);
  });
});
