import { isIsoDate } from './dates';

/**
 * The day the site is built for, `YYYY-MM-DD` in UTC: a post dated after it is not published yet,
 * and a trip's price whose valid-until is before it is no longer shown. The deploy workflow builds
 * every day, so both change on their day without a commit (docs/decisions/0070-content-collections-and-prices-that-expire.md).
 * `BUILD_DATE` fixes the day, for the tests and for a preview of a coming day.
 */
export function buildDate(env: Record<string, string | undefined> = process.env, now: () => Date = () => new Date()): string {
  const fixed = env.BUILD_DATE?.trim();
  if (fixed) {
    if (!isIsoDate(fixed)) throw new Error(`BUILD_DATE must be a day written YYYY-MM-DD (got "${fixed}")`);
    return fixed;
  }
  return now().toISOString().slice(0, 10);
}
