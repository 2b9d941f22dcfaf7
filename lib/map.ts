/** Links for the office map: an OpenStreetMap embed (no third-party cookies) and a maps-app link. */

export type GeoPoint = { latitude: number; longitude: number };

const fixed = (value: number) => value.toFixed(5);

/**
 * OpenStreetMap's embeddable map centred on `point` with a marker. `span` is the width of the
 * box in degrees of longitude; the height is half of it, matching a landscape frame.
 */
export function osmEmbedUrl(point: GeoPoint, span = 0.02): string {
  const { latitude, longitude } = point;
  const bbox = [longitude - span / 2, latitude - span / 4, longitude + span / 2, latitude + span / 4].map(fixed).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${fixed(latitude)},${fixed(longitude)}`;
}

/** Google Maps' universal link: opens the Maps app on phones and maps.google.com elsewhere. */
export function mapsAppUrl(point: GeoPoint): string {
  return `https://www.google.com/maps/search/?api=1&query=${fixed(point.latitude)}%2C${fixed(point.longitude)}`;
}
