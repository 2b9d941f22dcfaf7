import { z } from 'zod';
import { defineCollection, getCollection, reference } from './collection';
import { draftField, isoDate, requiredText } from './content-entry';
import { isoDateToUtc } from './dates';
import { trips, type Trip } from './trips';

/**
 * Testimonials: content/testimonials/*.md, a collection like posts and trips (lib/collection.ts).
 * The frontmatter says who (first name and city), which trip, when, and when the client agreed to
 * publication; the body is their words. Shown on the trip's page and a few on Home
 * (components/trust/TestimonialQuote.tsx), never as Review or AggregateRating markup.
 */

/**
 * The trip a testimonial is about, by its file name in content/trips/: a reference, checked when the
 * collection loads (lib/collection.ts), so a name that is no published trip stops the build with the
 * file, the field and the trips there are.
 */
const tripField = reference(trips);

/** A first name only: a client's full name is more than a testimonial needs to be believed. */
const firstName = requiredText('name: "Ngozi"').refine((name) => !/\s/.test(name), {
  error: 'must be the client’s first name only, e.g. name: "Ngozi"',
});

export const testimonialSchema = z
  .strictObject({
    name: firstName,
    city: requiredText('city: "Lagos"'),
    trip: tripField,
    /** When the client said or wrote it. */
    date: isoDate('date: 2026-01-10'),
    /** When the client agreed to its publication with their first name and city: required, no consent, no quote. */
    consentDate: isoDate(
      'consentDate: 2026-01-12',
      'is required: the day the client agreed to publication, e.g. consentDate: 2026-01-12 (no consent, no testimonial)',
    ),
    draft: draftField,
    /** An example written for the launch; the launch check refuses it. */
    sample: z.boolean({ error: 'must be true or false' }).default(false),
  })
  .refine((data) => data.consentDate >= data.date, {
    path: ['consentDate'],
    error: 'must be on or after "date": a client agrees to words already said',
  });

export type Testimonial = z.output<typeof testimonialSchema> & { slug: string; title: string; markdown: string };

/** Newest first; the same day by slug, so the order never depends on the file system. */
export function compareTestimonials(a: Testimonial, b: Testimonial): number {
  return isoDateToUtc(b.date).getTime() - isoDateToUtc(a.date).getTime() || a.slug.localeCompare(b.slug);
}

export const testimonials = defineCollection({
  name: 'testimonials',
  noun: 'testimonial',
  folder: 'content/testimonials',
  schema: testimonialSchema,
  // A file without words after its frontmatter is refused by the collection itself (lib/content-entry.ts).
  // Its title, for lists and the launch check, is who said it: "Ngozi, Lagos".
  entry: (data, { slug, markdown }): Testimonial => ({ ...data, slug, title: `${data.name}, ${data.city}`, markdown }),
  compare: compareTestimonials,
  // Not before the day the client agreed to it.
  isPublished: (testimonial, today) => testimonial.consentDate <= today,
});

/** The published testimonials, newest first. */
export function getAllTestimonials(): Testimonial[] {
  return getCollection(testimonials);
}

/**
 * The trip a testimonial names. The collection's reference has checked the name when it loaded; this
 * also refuses a list of trips that lacks it (a test's, a bench's) with the file, the field and the trips there are.
 */
export function testimonialTrip(testimonial: Pick<Testimonial, 'slug' | 'trip'>, trips: readonly Trip[]): Trip {
  const trip = trips.find((candidate) => candidate.slug === testimonial.trip);
  if (!trip) {
    const known = trips.map((candidate) => candidate.slug).join(', ') || 'there are none yet';
    throw new Error(
      `${testimonials.folder}/${testimonial.slug}.md: "trip" names "${testimonial.trip}", which is not a published trip in content/trips/ (trips: ${known})`,
    );
  }
  return trip;
}

/** Every published testimonial with its trip, each trip checked (the build stops on a name that is no trip). */
export function testimonialsWithTrips(trips: readonly Trip[], all: readonly Testimonial[] = getAllTestimonials()) {
  return all.map((testimonial) => ({ testimonial, trip: testimonialTrip(testimonial, trips) }));
}
