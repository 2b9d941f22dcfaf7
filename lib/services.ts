import { serviceContent } from '@/content/services';
import type { NavItem, ServiceContent } from '@/content/types';
import { slugify } from './slug';

/** A service as the pages use it: its content plus the anchor its card carries on /services. */
export type Service = ServiceContent & {
  /** Anchor id of the service's card on /services: the spec's slug of the title, unless the content names one. */
  id: string;
  anchorAliases: readonly string[];
};

/** Route of the page that holds every service card. */
const SERVICES_PATH = '/services/';

/** The six services, in the order every page lists them. */
export const services: readonly Service[] = serviceContent.map((service) => ({
  ...service,
  id: service.id ?? slugify(service.title),
  anchorAliases: service.anchorAliases ?? [],
}));

/** The service with this id (a trip names its service by it), or undefined. */
export function serviceById(id: string): Service | undefined {
  return services.find((service) => service.id === id);
}

/** Every fragment that should land on a service's card: its id first, then any older aliases. */
export function serviceAnchors(service: Pick<Service, 'id' | 'anchorAliases'>): string[] {
  return [service.id, ...service.anchorAliases.filter((alias) => alias !== service.id)];
}

/** The service whose card a fragment (with or without '#') lands on, if any. */
export function serviceForAnchor<T extends Pick<Service, 'id' | 'anchorAliases'>>(
  list: readonly T[],
  fragment: string,
): T | undefined {
  const anchor = fragment.replace(/^#/, '');
  return list.find((service) => serviceAnchors(service).includes(anchor));
}

/** Link to a service's card on /services, at its id or at one of its other anchors. */
export function serviceHref(service: Pick<Service, 'id'>, anchor = service.id): string {
  return `${SERVICES_PATH}#${anchor}`;
}

/**
 * The footer's service links: each service with a `footerLabel`, under that name, at the anchor
 * made from it (so "Corporate Travel" opens /services/#corporate-travel). The anchor must be one
 * the card carries; a label whose slug is not stops the build here rather than shipping a link
 * that lands nowhere.
 */
export const footerServiceLinks: readonly NavItem[] = services.flatMap((service) => {
  if (!service.footerLabel) return [];
  const anchor = slugify(service.footerLabel);
  if (!serviceAnchors(service).includes(anchor)) {
    throw new Error(
      `content/services.ts: "${service.title}" has footerLabel "${service.footerLabel}", but its card has no anchor "${anchor}"; add it to anchorAliases`,
    );
  }
  return [{ name: service.footerLabel, path: serviceHref(service, anchor) }];
});
