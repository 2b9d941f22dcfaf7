import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/seo/JsonLd';
import { TripArticle } from '@/components/trips/TripArticle';
import { TripList } from '@/components/trips/TripList';
import { tripsCopy } from '@/content/trips';
import { fillCopy } from '@/lib/copy';
import { getAllPosts } from '@/lib/posts';
import { destinationFilters, serviceFilters, tripsOfService, tripsToDestination } from '@/lib/trip-filters';
import { postsNaming } from '@/lib/trip-links';
import { breadcrumbsJsonLd } from '@/lib/entry-metadata';
import { tripBreadcrumbs, tripJsonLd, tripMetadata, tripsListMetadata } from '@/lib/trip-metadata';
import {
  TRIPS_PATH,
  tripDestinationPath,
  tripRouteFromSegments,
  tripRouteSegments,
  tripServicePath,
  type TripRoute,
} from '@/lib/trip-routes';
import { getAllTrips, getTripBySlug } from '@/lib/trips';

/**
 * Every trips page: the list at /trips/, each trip at /trips/<slug>/, and the list narrowed to a
 * service (/trips/services/<id>/) or a country (/trips/destinations/<country>/), static pages that
 * need no JavaScript. One optional catch-all, as for the blog, so a site with no trips still builds.
 */

export const dynamicParams = false;

type Props = { params: Promise<{ segments?: string[] }> };

export function generateStaticParams(): { segments: string[] }[] {
  const trips = getAllTrips();
  const routes: TripRoute[] = [
    { kind: 'list' },
    ...trips.map((trip): TripRoute => ({ kind: 'trip', slug: trip.slug })),
    ...serviceFilters(trips).map((filter): TripRoute => ({ kind: 'service', service: filter.slug })),
    ...destinationFilters(trips).map((filter): TripRoute => ({ kind: 'destination', destination: filter.slug })),
  ];
  return routes.map((route) => ({ segments: tripRouteSegments(route) }));
}

async function resolve(params: Props['params']) {
  const route = tripRouteFromSegments((await params).segments);
  const trips = getAllTrips();
  if (route?.kind === 'list') return { ...route, trips, title: tripsCopy.title, subtitle: tripsCopy.subtitle, path: TRIPS_PATH };
  if (route?.kind === 'trip') {
    const trip = getTripBySlug(route.slug);
    if (trip) return { ...route, trip };
  }
  if (route?.kind === 'service') {
    const filter = serviceFilters(trips).find((candidate) => candidate.slug === route.service);
    if (filter) {
      const title = fillCopy(tripsCopy.serviceTitle, { name: filter.name });
      return {
        ...route,
        trips: tripsOfService(trips, filter.slug),
        title,
        subtitle: filter.service.summary,
        name: filter.name,
        path: tripServicePath(filter.slug),
      };
    }
  }
  if (route?.kind === 'destination') {
    const filter = destinationFilters(trips).find((candidate) => candidate.slug === route.destination);
    if (filter) {
      const title = fillCopy(tripsCopy.destinationTitle, { name: filter.name });
      const subtitle = fillCopy(tripsCopy.destinationDescription, { name: filter.name });
      return {
        ...route,
        trips: tripsToDestination(trips, filter.slug),
        title,
        subtitle,
        name: filter.name,
        path: tripDestinationPath(filter.name),
      };
    }
  }
  notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = await resolve(params);
  if (route.kind === 'trip') return tripMetadata(route.trip);
  if (route.kind === 'list') return tripsListMetadata();
  return tripsListMetadata({ kind: route.kind, name: route.name, path: route.path });
}

export default async function TripsPage({ params }: Props) {
  const route = await resolve(params);
  if (route.kind === 'trip') {
    return (
      <>
        <JsonLd data={tripJsonLd(route.trip)} />
        <JsonLd data={breadcrumbsJsonLd(tripBreadcrumbs(route.trip))} />
        <TripArticle trip={route.trip} posts={postsNaming(route.trip, getAllPosts())} />
      </>
    );
  }
  const trips = getAllTrips();
  return (
    <TripList
      trips={route.trips}
      title={route.title}
      subtitle={route.subtitle}
      path={route.path}
      filters={{ services: serviceFilters(trips), destinations: destinationFilters(trips) }}
    />
  );
}
