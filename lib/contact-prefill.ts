/**
 * The contact form's side of a call to enquire: a post's "Plan a trip like this"
 * (/contact/?about=<slug>) and a trip's "Enquire about this trip" (/contact/?trip=<slug>). The
 * message field starts with the lines naming what the visitor was reading. The slug is only a key:
 * the lines come from the build's own lists (app/enquiries.json), so nothing a visitor puts in the
 * address is ever shown, and they go into the field as its value, which is plain text, never HTML.
 * Loaded on demand (only when the address carries one of these parameters), so the contact page's
 * startup JS does not grow.
 */
import { primaryCta } from '@/content/navigation';
import { withBasePath, withTrailingSlash } from './links';

/** Where the build publishes every enquiry line, by parameter, then by slug. */
export const ENQUIRIES_PATH = '/enquiries.json';
/** Longer than any sensible slug; anything longer is not looked up at all. */
export const MAX_SLUG_LENGTH = 100;

export type PrefillKey = { param: string; slug: string };

/** What a call to enquire shows (components/ui/EnquiryBox.tsx): a title, a sentence, the contact link and the WhatsApp link. */
export type EnquiryCall = {
  title: string;
  text: string;
  contact: { href: string; label: string };
  whatsapp: { href: string; label: string };
};

/**
 * The first of `params` (the collections' enquiry parameters, in the list's order) that the query
 * string carries usably, with its slug; null when none is there, empty or too long to be a slug.
 */
export function prefillKey(search: string, params: readonly string[]): PrefillKey | null {
  const query = new URLSearchParams(search);
  for (const param of params) {
    const slug = query.get(param)?.trim();
    if (slug && slug.length <= MAX_SLUG_LENGTH) return { param, slug };
  }
  return null;
}

/** A call to enquire from its copy and its two links. */
export function enquiryCall(
  copy: { title: string; text: string; contactLabel: string; whatsappLabel: string },
  href: { contact: string; whatsapp: string },
): EnquiryCall {
  return {
    title: copy.title,
    text: copy.text,
    contact: { href: href.contact, label: copy.contactLabel },
    whatsapp: { href: href.whatsapp, label: copy.whatsappLabel },
  };
}

/** The contact page, carrying a slug under its parameter: a plain link, so it works without JavaScript. */
export function enquiryHref(param: string, slug: string): string {
  return `${withTrailingSlash(primaryCta.path)}?${new URLSearchParams({ [param]: slug })}`;
}

function own(record: unknown, key: string): unknown {
  return typeof record === 'object' && record !== null && Object.hasOwn(record, key)
    ? (record as Record<string, unknown>)[key]
    : undefined;
}

/** The build's line for the key, or null when the lists have no such entry (or are not the lists at all). */
export function enquiryLineFor({ param, slug }: PrefillKey, lists: unknown): string | null {
  const line = own(own(lists, param), slug);
  return typeof line === 'string' ? line : null;
}

/** Starts an empty message with the line and a fresh line to type on; never overwrites what is there. */
export function prefillMessage(field: { value: string }, line: string): boolean {
  if (field.value.trim() !== '') return false;
  field.value = `${line}\n`;
  return true;
}

/** Prefills the form's `message` field from `search` (location.search). Any failure leaves the form as it was. */
export async function prefillEnquiry(
  form: HTMLFormElement,
  search: string,
  params: readonly string[],
  signal: AbortSignal,
): Promise<void> {
  const key = prefillKey(search, params);
  if (!key) return;
  const response = await fetch(withBasePath(ENQUIRIES_PATH), { signal });
  if (!response.ok) return;
  const line = enquiryLineFor(key, await response.json());
  const field = form.elements.namedItem('message');
  if (line && field instanceof HTMLTextAreaElement) prefillMessage(field, line);
}
