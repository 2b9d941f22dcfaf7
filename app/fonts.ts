import localFont from 'next/font/local';

/*
 * One web font, for headings: Playfair Display carries the brand's voice. Body text uses the
 * system UI stack (--font-sans in globals.css), which is Roboto, San Francisco or Segoe UI on
 * visitors' devices and reads almost exactly like Inter, with no font to download before the
 * first paint (docs/decisions/0011-one-self-hosted-web-font.md).
 *
 * Self-hosted from an npm package so the build never reaches a font service, and preloaded.
 * `optional` rather than `swap`: a swap rewraps headings when the font arrives after the first
 * paint, and the metric-matched fallback (Times New Roman, scaled) is missing on Android and
 * Linux, so the swap shifted the page. With `optional` the font is used when it is there within
 * the browser's short hold, as it is once cached; on a slow first visit the headings stay in the
 * fallback serif for that page and nothing moves
 * (docs/decisions/0009-font-display-optional-and-the-forced-layout.md).
 */
export const displayFont = localFont({
  src: '../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
  weight: '400 900',
  display: 'optional',
  variable: '--font-display',
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
});
