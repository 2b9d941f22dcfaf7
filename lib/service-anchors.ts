import type { Service } from '@/content/services';

/** Every fragment that should land on a service's card: its slug id first, then any older aliases. */
export function serviceAnchors(service: Pick<Service, 'id' | 'anchorAliases'>): string[] {
  return [service.id, ...service.anchorAliases.filter((alias) => alias !== service.id)];
}

/** The service whose card a fragment (with or without '#') lands on, if any. */
export function serviceForAnchor<T extends Pick<Service, 'id' | 'anchorAliases'>>(services: readonly T[], fragment: string): T | undefined {
  const anchor = fragment.replace(/^#/, '');
  return services.find((service) => serviceAnchors(service).includes(anchor));
}
