import localFont from 'next/font/local';

/*
 * One web font, for headings: Playfair Display carries the brand's voice. Body text uses the
 * system UI stack (--font-sans in globals.css), which is Roboto, San Francisco or Segoe UI on
 * visitors' devices and reads almost exactly like Inter, without 49 kB on a slow mobile network
 * before the first paint.
 *
 * Self-hosted from an npm package so the build never reaches a font service. The fallback is
 * Times New Roman scaled to Playfair's metrics, so the swap moves no text (CLS stays 0).
 */
export const displayFont = localFont({
  src: '../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
  weight: '400 900',
  display: 'swap',
  variable: '--font-display',
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
});
