import { describe, expect, it } from 'vitest';
import { footerServiceLinks } from '@/content/navigation';
import { services } from '@/content/services';
import { serviceAnchors, serviceForAnchor } from './service-anchors';
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
