import localFont from 'next/font/local';

/*
 * One web font, for headings: Playfair Display carries the brand's voice. Body text uses the
 * system UI stack (--font-sans in globals.css), which is Roboto, San Francisco or Segoe UI on
 * visitors' devices and reads almost exactly like Inter, without 49 kB on a slow mobile network
 * before the first paint.
 *
 * Self-hosted from an npm package so the build never reaches a font service, and preloaded.
 * `optional` rather than `swap`: a swap rewraps headings when the font arrives after the first
 * paint, and the metric-matched fallback (Times New Roman, scaled) is missing on Android and
 * Linux, so the swap shifted the page (CLS 0.09 on a post, 0.17 once on the home hero). With
 * `optional` the font is used when it is there within about 100 ms, as it is once cached; on a
 * slow first visit the headings stay in the fallback serif for that page and nothing moves.
 */
export const displayFont = localFont({
  src: '../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
  weight: '400 900',
  display: 'optional',
  variable: '--font-display',
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
});
