import type { Metadata } from 'next';
import { site } from '@/content/site';
import { tripsCopy } from '@/content/trips';
import { fillCopy } from './copy';
import { absoluteUrl, pageMetadata } from './metadata';
import { entryBreadcrumbs, entryShareImage, shareImageUrl } from './entry-metadata';
import { serviceById } from './services';
import { offerTermsJsonLd } from './trip-payment';
import { TRIPS_PATH, tripPath } from './trip-routes';
import type { Trip } from './trips';
import { agencyId, type JsonLdDocument } from './structured-data';

/** Title, description (the summary), canonical URL and a social card with the trip's photo. */
export function tripMetadata(trip: Trip): Metadata {
  return pageMetadata({ title: trip.title, description: trip.summary, path: tripPath(trip.slug), image: entryShareImage(trip) });
}

/** /trips/ and its filtered lists: `name` is a service's or a country's. */
export function tripsListMetadata(filter?: { kind: 'service' | 'destination'; name: string; path: string }): Metadata {
  if (!filter) return pageMetadata({ title: tripsCopy.title, description: tripsCopy.description, path: TRIPS_PATH });
  const [title, description] =
    filter.kind === 'service'
      ? [tripsCopy.serviceTitle, tripsCopy.serviceDescription]
      : [tripsCopy.destinationTitle, tripsCopy.destinationDescription];
  return pageMetadata({
    title: fillCopy(title, { name: filter.name }),
    description: fillCopy(description, { name: filter.name }),
    path: filter.path,
  });
}

/** The trip page's breadcrumbs: Home, Trips, the trip. The page shows the same list (components/ui/Breadcrumbs.tsx). */
export function tripBreadcrumbs(trip: Pick<Trip, 'slug' | 'title'>): { name: string; path: string }[] {
  return entryBreadcrumbs(
    tripsCopy,
    { name: tripsCopy.title, path: TRIPS_PATH },
    { name: trip.title, path: tripPath(trip.slug) },
  );
}

/**
 * schema.org TouristTrip, from the same fields the page shows: the itinerary day by day (each day a
 * ListItem named as the page's heading names it, not a TouristDestination: a day is no place), the
 * agency as provider and, only while the price holds, an Offer with its price, currency and last
 * day. No rating or review: the site has none to show.
 */
export function tripJsonLd(trip: Trip): JsonLdDocument {
  const url = absoluteUrl(tripPath(trip.slug));
  const service = serviceById(trip.service);
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    '@id': `${url}#trip`,
    name: trip.title,
    description: trip.summary,
    url,
    ...(trip.image ? { image: [shareImageUrl(trip.image)] } : {}),
    ...(service ? { touristType: service.title } : {}),
    provider: { '@type': 'TravelAgency', '@id': agencyId, name: site.name },
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: trip.itinerary.length,
      itemListElement: trip.itinerary.map((day, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        // A day is a part of the trip, not a place: the list item itself carries the day's heading and text.
        name: `${fillCopy(tripsCopy.itineraryDay, { day: index + 1 })} ${day.title}`,
        description: day.text,
      })),
    },
    ...(trip.offer
      ? {
          offers: {
            '@type': 'Offer',
            price: String(trip.offer.amount),
            priceCurrency: trip.offer.currency,
            validThrough: trip.offer.validUntil,
            url,
            description: trip.priceBasis,
            ...offerTermsJsonLd(trip),
          },
        }
      : {}),
  };
}
