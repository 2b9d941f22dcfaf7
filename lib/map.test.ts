import { describe, expect, it } from 'vitest';
import { site } from '@/content/site';
import { mapsAppUrl, osmEmbedUrl } from './map';

describe('osmEmbedUrl', () => {
  it('builds an OpenStreetMap embed with a box around the point and a marker on it', () => {
    const url = new URL(osmEmbedUrl({ latitude: 6.5716, longitude: 3.3672 }));
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(url.searchParams.get('layer')).toBe('mapnik');
    expect(url.searchParams.get('marker')).toBe('6.57160,3.36720');
    expect(url.searchParams.get('bbox')).toBe('3.35720,6.56660,3.37720,6.57660');
  });

  it('keeps the marker inside the box for any span', () => {
    const point = { latitude: -33.9, longitude: 151.2 };
    const [minLon, minLat, maxLon, maxLat] = new URL(osmEmbedUrl(point, 0.5)).searchParams.get('bbox')!.split(',').map(Number);
    expect(minLon).toBeLessThan(point.longitude);
    expect(maxLon).toBeGreaterThan(point.longitude);
    expect(minLat).toBeLessThan(point.latitude);
    expect(maxLat).toBeGreaterThan(point.latitude);
  });

  it('points at the office from content/site.ts', () => {
    expect(osmEmbedUrl(site.geo)).toContain(`marker=${site.geo.latitude.toFixed(5)},${site.geo.longitude.toFixed(5)}`);
  });
});

describe('mapsAppUrl', () => {
  it('builds a Google Maps search link for the coordinates', () => {
    const url = new URL(mapsAppUrl({ latitude: 6.5716, longitude: 3.3672 }));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/search/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('query')).toBe('6.57160,3.36720');
  });
});
