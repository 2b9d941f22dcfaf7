/**
 * The days the test exports are built for (BUILD_DATE, lib/build-date.ts), so what the tests expect
 * of dated content (which trips have a price, which posts are out) does not change with the day the
 * suite runs. scripts/test/run-all.ts and scripts/test/build-blog-fixtures.ts build with them, and
 * playwright.config.ts reads the content for the same day.
 */

/** out/, out-base/ and .exports/blog-many: every sample trip has its price. */
export const TEST_BUILD_DATE = '2026-11-28';

/** .exports/blog-empty: a later day, when some sample trips' prices have expired (Accra's, Dubai's, Zanzibar's). */
export const LATER_BUILD_DATE = '2027-02-15';
