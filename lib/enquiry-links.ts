import type { ContactValues } from './contact-submit';
import { tripLines, type TripLineLabels } from './contact-trip';
import { whatsappHref } from './links';

/**
 * The two ways on when the form could not deliver: a WhatsApp chat and an e-mail, both prefilled
 * with the visitor's enquiry so nothing has to be typed again. A link that is too long is dropped
 * or cut by mail apps and WhatsApp, so a long enquiry is shortened to fit, from the end, with a
 * note saying so (the whole text stays in the form to copy).
 */
export type EnquiryCopy = {
  /** First line of the prefilled text, e.g. "Hello Travel Orchard, here is my enquiry from your website:". */
  intro: string;
  labels: { name: string; email: string; phone: string };
  /** The trip's fields, when the form was about a trip. */
  tripLabels: TripLineLabels;
  /** Subject of the e-mail. */
  subject: string;
  /** Appended where the text was cut. */
  trimmedNote: string;
};

export type EnquiryTarget = { email: string; whatsappNumber: string };

export type EnquiryLinks = {
  whatsapp: string;
  email: string;
  /** True when either link carries a shortened text. */ trimmed: boolean;
};

/** The enquiry as plain text: the intro, the contact details that were given, the trip's fields if any, then the message. */
export function enquiryText(values: ContactValues, copy: EnquiryCopy): string {
  const details = (['name', 'email', 'phone'] as const)
    .filter((field) => values[field].trim() !== '')
    .map((field) => `${copy.labels[field]}: ${values[field].trim()}`);
  const trip = values.trip ? ['', ...tripLines(values.trip, copy.tripLabels)] : [];
  return [copy.intro, '', ...details, ...trip, '', values.message.trim()].join('\n');
}

export function enquiryMailtoHref(email: string, subject: string, body: string): string {
  // RFC 6068: line breaks in a mailto body are CRLF.
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body.replace(/\r?\n/g, '\r\n'))}`;
}

/**
 * `build(text)` as long as it fits in `maxChars`; otherwise `build` of the longest start of `text`
 * that fits once the note is added (cut between characters, never inside one, nor inside a word
 * when a space is near).
 */
export function fitText(
  text: string,
  note: string,
  maxChars: number,
  build: (text: string) => string,
): { href: string; trimmed: boolean } {
  const full = build(text);
  if (full.length <= maxChars) return { href: full, trimmed: false };
  const chars = Array.from(text);
  const cut = (count: number) => `${chars.slice(0, count).join('').trimEnd()}…\n\n${note}`;
  let low = 0;
  let high = chars.length;
  // The longest prefix whose link fits: the link only grows with the prefix.
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (build(cut(middle)).length <= maxChars) low = middle;
    else high = middle - 1;
  }
  const lastSpace = chars.slice(0, low).lastIndexOf(' ');
  const count = lastSpace > low - 20 && lastSpace > 0 ? lastSpace : low;
  return { href: build(cut(count)), trimmed: true };
}

export function enquiryLinks(values: ContactValues, copy: EnquiryCopy, target: EnquiryTarget, maxChars: number): EnquiryLinks {
  const text = enquiryText(values, copy);
  const whatsapp = fitText(text, copy.trimmedNote, maxChars, (body) => whatsappHref(target.whatsappNumber, body));
  const email = fitText(text, copy.trimmedNote, maxChars, (body) => enquiryMailtoHref(target.email, copy.subject, body));
  return { whatsapp: whatsapp.href, email: email.href, trimmed: whatsapp.trimmed || email.trimmed };
}
