import { site } from '@/content/site';
import { enquiryCall, enquiryHref, type EnquiryCall } from './contact-prefill';
import { fillCopy } from './copy';
import { truncateText } from './excerpt';
import { whatsappHref } from './links';

/**
 * The call to enquire at the end of an entry's page, for any collection: the contact form opened
 * with the entry's slug under the collection's parameter (`/contact/?visa=<slug>`, lib/contact-prefill.ts),
 * or WhatsApp with the entry's title in the prefilled text.
 */

/** Long titles are cut in the prefilled text, so a message or chat never starts with a paragraph. */
export const ENQUIRY_TITLE_MAX = 120;

export const shortTitle = (title: string) => truncateText(title, ENQUIRY_TITLE_MAX);

type Titled = { slug: string; title: string };

/** The copy of one collection's call: `{title}` in `enquiryLine` and `whatsappMessage` is the entry's title. */
export type EntryEnquiryCopy = {
  title: string;
  text: string;
  contactLabel: string;
  whatsappLabel: string;
  enquiryLine: string;
  whatsappMessage: string;
};

/** The call of one entry: the contact form naming it, or WhatsApp naming it. */
export function entryEnquiryCall(param: string, copy: EntryEnquiryCopy, entry: Titled): EnquiryCall {
  const whatsapp = whatsappHref(site.whatsapp.number, fillCopy(copy.whatsappMessage, { title: shortTitle(entry.title) }));
  return enquiryCall(copy, { contact: enquiryHref(param, entry.slug), whatsapp });
}

/** Every entry's first line of the message by slug: the list the contact form looks its parameter up in (app/enquiries.json). */
export function entryEnquiryLines(
  copy: Pick<EntryEnquiryCopy, 'enquiryLine'>,
  entries: readonly Titled[],
): Record<string, string> {
  return Object.fromEntries(entries.map((entry) => [entry.slug, fillCopy(copy.enquiryLine, { title: shortTitle(entry.title) })]));
}
