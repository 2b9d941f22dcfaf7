import { blog } from '@/content/blog';
import { site } from '@/content/site';
import { enquiryCall, enquiryHref, type EnquiryCall } from './contact-prefill';
import { truncateText } from './excerpt';
import { whatsappHref } from './links';
import { fillCopy } from './copy';

/** Long titles are cut in the prefilled text, so a message or chat never starts with a paragraph. */
export const ENQUIRY_TITLE_MAX = 120;

type Titled = { slug: string; title: string };

export const shortTitle = (title: string) => truncateText(title, ENQUIRY_TITLE_MAX);

/** The first line of the contact form's message for a visitor coming from this post. */
export function enquiryLine(post: Titled): string {
  return fillCopy(blog.planTrip.enquiryLine, { title: shortTitle(post.title) });
}

/** Every post's enquiry line by slug: the list the contact form looks `?about=` up in (app/enquiries.json). */
export function enquiryLines(posts: readonly Titled[]): Record<string, string> {
  return Object.fromEntries(posts.map((post) => [post.slug, enquiryLine(post)]));
}

/** "Plan a trip like this": the contact page, carrying the post's slug (only a key, see lib/contact-prefill.ts). */
export function planTripHref(post: Titled): string {
  return enquiryHref('about', post.slug);
}

/** The same enquiry on WhatsApp, with the post's title in the prefilled text. */
export function planTripWhatsappHref(post: Titled): string {
  return whatsappHref(site.whatsapp.number, fillCopy(blog.planTrip.whatsappMessage, { title: shortTitle(post.title) }));
}

/** The call to act at the end of a post: the contact form starting with a line naming the post, or WhatsApp with its title. */
export function planTripCall(post: Titled): EnquiryCall {
  return enquiryCall(blog.planTrip, { contact: planTripHref(post), whatsapp: planTripWhatsappHref(post) });
}
