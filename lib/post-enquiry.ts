import { blog } from '@/content/blog';
import type { EnquiryCall } from './contact-prefill';
import { entryEnquiryCall, entryEnquiryLines } from './entry-enquiry';

/** A post's call to enquire, "Plan a trip like this" (`/contact/?about=<slug>`): lib/entry-enquiry.ts with the blog's copy. */
type Titled = { slug: string; title: string };

/** Every post's enquiry line by slug: the list the contact form looks `?about=` up in (app/enquiries.json). */
export function enquiryLines(posts: readonly Titled[]): Record<string, string> {
  return entryEnquiryLines(blog.planTrip, posts);
}

/** The first line of the contact form's message for a visitor coming from this post. */
export function enquiryLine(post: Titled): string {
  return enquiryLines([post])[post.slug]!;
}

/** The call to act at the end of a post: the contact form starting with a line naming the post, or WhatsApp with its title. */
export function planTripCall(post: Titled): EnquiryCall {
  return entryEnquiryCall('about', blog.planTrip, post);
}
