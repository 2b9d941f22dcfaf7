import { describe, expect, it } from 'vitest';
import { footerServiceLinks, serviceAnchors, serviceById, serviceForAnchor, serviceHref, services } from './services';
import { slugify } from './slug';

describe('service anchors', () => {
  it('are the six spec titles, each with its slug as id', () => {
    expect(services.map((service) => service.title)).toEqual([
      'Corporate Travel Management',
      'Leisure & Family Travel',
      'Visa Advisory Services',
      'Group Travel Coordination',
      'VIP & Executive Concierge',
      'Travel Insurance & Support',
    ]);
    for (const service of services) expect(service.id).toBe(slugify(service.title));
  });

  it('give every footer service link a card to land on', () => {
    const landed = footerServiceLinks.map((link) => serviceForAnchor(services, link.path.split('#')[1] ?? '')?.title);
    expect(landed).toEqual([
      'Corporate Travel Management',
      'Leisure & Family Travel',
      'Visa Advisory Services',
      'Group Travel Coordination',
    ]);
  });

  it('are unique across the page', () => {
    const all = services.flatMap(serviceAnchors);
    expect(new Set(all).size).toBe(all.length);
  });

  it('list the slug first and drop aliases equal to it', () => {
    expect(serviceAnchors({ id: 'a-b', anchorAliases: ['a', 'a-b'] })).toEqual(['a-b', 'a']);
    expect(serviceForAnchor(services, '#nothing-here')).toBeUndefined();
  });
});

describe('service addresses', () => {
  it('point at the card on /services, at its id unless another anchor is asked for', () => {
    expect(serviceHref({ id: 'visa-advisory-services' })).toBe('/services/#visa-advisory-services');
    expect(serviceHref({ id: 'visa-advisory-services' }, 'visa-advisory')).toBe('/services/#visa-advisory');
  });

  it('give the footer its four short names at their anchors', () => {
    expect(footerServiceLinks).toEqual([
      { name: 'Corporate Travel', path: '/services/#corporate-travel' },
      { name: 'Leisure & Family Travel', path: '/services/#leisure-family-travel' },
      { name: 'Visa Advisory', path: '/services/#visa-advisory' },
      { name: 'Group Coordination', path: '/services/#group-coordination' },
    ]);
  });
});

describe('serviceById', () => {
  it('finds a service by the id a trip names it by, and nothing for another', () => {
    expect(serviceById('leisure-family-travel')?.title).toBe('Leisure & Family Travel');
    expect(serviceById('beach-holidays')).toBeUndefined();
  });
});
