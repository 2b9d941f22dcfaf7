/**
 * The contact form's side of a post's "Plan a trip like this" link (/contact/?about=<slug>): the
 * message field starts with a line naming the post. The slug is only a key: the line comes from
 * the build's own list (app/blog/enquiries.json), so nothing a visitor puts in the address is
 * ever shown, and it goes into the field as its value, which is plain text, never HTML.
 * Loaded on demand (only when the address has ?about=), so the contact page's startup JS does not grow.
 */
import { withBasePath } from './links';

/** The query parameter a post's call to act carries. */
export const ABOUT_PARAM = 'about';
/** Where the build publishes each post's enquiry line, keyed by slug. */
export const ENQUIRIES_PATH = '/blog/enquiries.json';
/** Longer than any sensible slug; anything longer is not looked up at all. */
export const MAX_ABOUT_LENGTH = 100;

/** The `about` value of a query string, or null when it is missing, empty or too long to be a slug. */
export function aboutSlug(search: string): string | null {
  const value = new URLSearchParams(search).get(ABOUT_PARAM)?.trim();
  return value && value.length <= MAX_ABOUT_LENGTH ? value : null;
}

/** The build's line for `slug`, or null when the list has no such post (or is not the list at all). */
export function enquiryLineFor(slug: string, lines: unknown): string | null {
  if (typeof lines !== 'object' || lines === null || !Object.hasOwn(lines, slug)) return null;
  const line: unknown = (lines as Record<string, unknown>)[slug];
  return typeof line === 'string' ? line : null;
}

/** Starts an empty message with the line and a fresh line to type on; never overwrites what is there. */
export function prefillMessage(field: { value: string }, line: string): boolean {
  if (field.value.trim() !== '') return false;
  field.value = `${line}\n`;
  return true;
}

/** Prefills the form's `message` field from `search` (location.search). Any failure leaves the form as it was. */
export async function prefillEnquiry(form: HTMLFormElement, search: string, signal: AbortSignal): Promise<void> {
  const slug = aboutSlug(search);
  if (!slug) return;
  const response = await fetch(withBasePath(ENQUIRIES_PATH), { signal });
  if (!response.ok) return;
  const line = enquiryLineFor(slug, await response.json());
  const field = form.elements.namedItem('message');
  if (line && field instanceof HTMLTextAreaElement) prefillMessage(field, line);
}
