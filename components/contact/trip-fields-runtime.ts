/**
 * The contact form's trip fields and what they are made from, loaded together and only when the
 * form is about a trip (use-contact-form.ts): the fields' component and the trip's entry in the
 * build's lists (app/enquiries.json). Never part of the contact page's startup JavaScript.
 */
import { ENQUIRIES_PATH } from '@/lib/contact-prefill';
import { loadTripFields as load, tripSlugOf } from '@/lib/contact-trip';
import { withBasePath } from '@/lib/links';

export { TripFields } from './TripFields';

/** The trip's fields, or null when the slug is not a trip's or the lists cannot be had. */
export function loadTripFields(slug: string, signal?: AbortSignal) {
  return load(slug, withBasePath(ENQUIRIES_PATH), signal);
}

/** The trip the address asks about (`?trip=`), or null. */
export const tripOfAddress = () => tripSlugOf(window.location.search);
