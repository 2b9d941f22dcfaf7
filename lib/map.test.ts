import { describe, expect, it } from 'vitest';
import { site } from '@/content/site';
import { mapsAppUrl, osmEmbedUrl } from './map';

/** A link as a browser reads it: where it goes, and its query's parameters. */
function linkParts(href: string) {
  const url = new URL(href);
  return { address: url.origin + url.pathname, query: Object.fromEntries(url.searchParams) };
}

describe('osmEmbedUrl', () => {
  it('builds an OpenStreetMap embed with a box around the point and a marker on it', () => {
    expect(linkParts(osmEmbedUrl({ latitude: 6.5716, longitude: 3.3672 }))).toEqual({
      address: 'https://www.openstreetmap.org/export/embed.html',
      query: { layer: 'mapnik', marker: '6.57160,3.36720', bbox: '3.35720,6.56660,3.37720,6.57660' },
    });
  });

  it('keeps the marker inside the box for any span', () => {
    const point = { latitude: -33.9, longitude: 151.2 };
    const [minLon, minLat, maxLon, maxLat] = linkParts(osmEmbedUrl(point, 0.5)).query.bbox!.split(',').map(Number);
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
    expect(linkParts(mapsAppUrl({ latitude: 6.5716, longitude: 3.3672 }))).toEqual({
      address: 'https://www.google.com/maps/search/',
      query: { api: '1', query: '6.57160,3.36720' },
    });
  });
});
