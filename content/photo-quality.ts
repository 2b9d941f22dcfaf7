/**
 * How much detail the image CDN keeps when it encodes a photo (its `q`, 1-100).
 *
 * The first screen's photo is the one resource a visitor waits for before the page is whole, and
 * on a slow link it arrives beside the heading font, so it is sent lighter; the photos further down
 * load while the visitor reads and keep the CDN's usual quality. Measured in
 * docs/decisions/0053-a-lighter-first-photo.md.
 */
export const photoQuality = {
  /** The page's LCP photo (CdnImage's `priority`). */
  firstScreen: 60,
  /** Every other photo on the site. */
  standard: 75,
  /** A post's photo on a social card, which the networks compress again. */
  share: 80,
} as const;
