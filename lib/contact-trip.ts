/**
 * The contact form's trip fields, shown only when the page is opened for a trip (`?trip=<slug>`,
 * from "Enquire about this trip") or when a restored draft was about one: which departure, how many
 * adults, and the children with their ages. They come from the build's list (app/enquiries.json,
 * `tripFields`): the trip's title, its departures still open on the build's day, already written
 * out, and its payment terms. A slug is only a key into that list, as for the message's first line
 * (lib/contact-prefill.ts). Loaded on demand with the rest of the trip's code, never with the page.
 *
 * What the form service receives for a trip: `trip` (the title, shown as the fields' legend),
 * `departure` (as the visitor chose it), `adults`, `children`, and `childrenAges` only when there
 * are children, whose age fields the visitor then sees. Nothing the visitor did not see.
 */

/** A trip's fields as the build lists them. */
export type TripFieldsData = {
  title: string;
  /** The open departures, written out ("5 February 2027"), soonest first. */
  departures: string[];
  /** The payment terms, as on the trip's page. */
  terms: string[];
};

/** What the visitor said about the trip: kept in the draft, sent with the enquiry. */
export type TripEnquiry = {
  slug: string;
  title: string;
  /** The departure chosen, as written in its option, or the flexible choice; empty until chosen. */
  departure: string;
  adults: string;
  children: string;
  /** One age per child, in order. */
  ages: string[];
};

/** The fields' names in the form. */
export const TRIP_FIELD = { departure: 'departure', adults: 'adults', children: 'children', age: 'childAge' } as const;
/** The fieldset carries its trip's slug and title here (components/contact/TripFields.tsx). */
export const TRIP_SLUG_ATTRIBUTE = 'data-trip';
export const TRIP_TITLE_ATTRIBUTE = 'data-trip-title';
/** The most children the form asks ages for: a larger family writes in the message. */
export const MAX_CHILDREN = 8;

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);

/** The trip's fields from the build's lists, or null when there is no such trip (or the lists are not the lists). */
export function tripFieldsFor(slug: string, lists: unknown): TripFieldsData | null {
  const all = typeof lists === 'object' && lists !== null ? (lists as Record<string, unknown>).tripFields : undefined;
  const entry =
    typeof all === 'object' && all !== null && Object.hasOwn(all, slug) ? (all as Record<string, unknown>)[slug] : null;
  if (typeof entry !== 'object' || entry === null) return null;
  const { title, departures, terms } = entry as Record<string, unknown>;
  return isString(title) && isStringList(departures) && isStringList(terms) ? { title, departures, terms } : null;
}

/** The trip the address asks about (`?trip=`), or null. */
export function tripSlugOf(search: string): string | null {
  const slug = new URLSearchParams(search).get('trip')?.trim();
  return slug && slug.length <= 100 ? slug : null;
}

/** The trip's fields from the build's lists (app/enquiries.json); null when it cannot be had. */
export async function loadTripFields(slug: string, url: string, signal?: AbortSignal): Promise<TripFieldsData | null> {
  try {
    const response = await fetch(url, { signal });
    return response.ok ? tripFieldsFor(slug, await response.json()) : null;
  } catch {
    return null;
  }
}

/** What the form's trip fields say now, or null when the form has none. */
export function readTripEnquiry(form: HTMLFormElement): TripEnquiry | null {
  const fieldset = form.querySelector(`fieldset[${TRIP_SLUG_ATTRIBUTE}]`);
  if (!fieldset) return null;
  const value = (name: string) => {
    const element = form.elements.namedItem(name);
    return element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element.value : '';
  };
  const ages = Array.from(form.querySelectorAll<HTMLInputElement>(`input[name="${TRIP_FIELD.age}"]`), (input) => input.value);
  return {
    slug: fieldset.getAttribute(TRIP_SLUG_ATTRIBUTE) ?? '',
    title: fieldset.getAttribute(TRIP_TITLE_ATTRIBUTE) ?? '',
    departure: value(TRIP_FIELD.departure),
    adults: value(TRIP_FIELD.adults),
    children: value(TRIP_FIELD.children),
    ages,
  };
}

/** The number of children the field says, within what the form asks ages for. */
export function childCount(children: string): number {
  const count = Number.parseInt(children, 10);
  return Number.isFinite(count) ? Math.min(Math.max(count, 0), MAX_CHILDREN) : 0;
}

/** The named fields the form service receives for the trip (see the top of this file). */
export function tripPayload(trip: TripEnquiry): Record<string, string> {
  const ages = trip.ages.slice(0, childCount(trip.children));
  return {
    trip: trip.title,
    departure: trip.departure,
    adults: trip.adults,
    children: trip.children,
    ...(ages.length > 0 ? { childrenAges: ages.join(', ') } : {}),
  };
}

export type TripLineLabels = { trip: string; departure: string; adults: string; children: string; childrenAges: string };

/** The same as lines of text, for the WhatsApp and e-mail ways on (lib/enquiry-links.ts). */
export function tripLines(trip: TripEnquiry, labels: TripLineLabels): string[] {
  return Object.entries(tripPayload(trip))
    .filter(([, value]) => value.trim() !== '')
    .map(([name, value]) => `${labels[name as keyof TripLineLabels]}: ${value.trim()}`);
}

/** A stored trip enquiry (in a draft), checked field by field; anything else is none. */
export function parseTripEnquiry(data: unknown): TripEnquiry | null {
  if (typeof data !== 'object' || data === null) return null;
  const { slug, title, departure, adults, children, ages } = data as Record<string, unknown>;
  if (![slug, title, departure, adults, children].every(isString) || !isStringList(ages)) return null;
  return { slug, title, departure, adults, children, ages } as TripEnquiry;
}
