/**
 * Post dates are calendar days (`YYYY-MM-DD`) with no time or zone. Everything here works in
 * UTC so a day never shifts, whatever the build machine's or the visitor's time zone.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written as `YYYY-MM-DD` (so `2024-02-30` and `2024-1-5` are false). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 30 February over into March; a real day survives the round trip.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Midnight UTC of an ISO day, for sorting and for feeds. */
export function isoDateToUtc(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/**
 * The day in a locale's long format ("15 January 2024", "January 15, 2024", "15. Januar 2024").
 * `locale` undefined means the runtime's (the visitor's browser) locale.
 */
export function formatDate(isoDate: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(isoDateToUtc(isoDate));
}

/** RFC 822 date-time as RSS 2.0 requires ("Mon, 15 Jan 2024 00:00:00 GMT"). */
export function toRfc822(isoDate: string): string {
  return isoDateToUtc(isoDate).toUTCString();
}
