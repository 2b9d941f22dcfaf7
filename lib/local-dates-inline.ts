/**
 * The post date's inline formatter: a small script that follows each `<time>` LocalDate renders
 * and rewrites it in the visitor's locale while the HTML is parsed, so the first paint already
 * shows the visitor's format (docs/decisions/0062-node-24-and-the-hosts-own-engines.md measures it
 * against a worker started from the head). Postbuild hashes it into each page's policy like every
 * inline script; it is one fixed text, so every date shares one hash.
 *
 * It keeps the formatter it makes on `window` (FORMATTER_GLOBAL): the locale data loads once, for
 * the first date, and later dates of the page (and `localDate()` after hydration) reuse it.
 * Written as a literal, not `fn.toString()`, so the server's and the browser's renderings of the
 * component carry the same text. ES5 syntax, the same format options as `formatDate`.
 */
export const FORMATTER_GLOBAL = '__postDateFormat';

/**
 * The attribute a date carries until it is in the visitor's format: app/globals.css hides it
 * meanwhile when scripts run. A slow network can deliver the date and the script after it in two
 * parts, a paint apart: the build's format showed for 200 ms on the reference phone. The script
 * drops it whatever happens (a bad date, no Intl), so a date is never left hidden.
 */
export const LOCAL_DATE_PENDING = 'data-local-pending';

export const localDateScript =
  '(function(s){var t=s&&s.previousElementSibling,w=window;if(!t||t.tagName!=="TIME")return;' +
  `try{if(/^\\d{4}-\\d{2}-\\d{2}$/.test(t.dateTime)){var f=w.${FORMATTER_GLOBAL}||(w.${FORMATTER_GLOBAL}=new Intl.DateTimeFormat(void 0,{dateStyle:"long",timeZone:"UTC"}));` +
  `t.textContent=f.format(new Date(t.dateTime+"T00:00:00Z"))}}catch(e){}t.removeAttribute("${LOCAL_DATE_PENDING}")})(document.currentScript)`;

/** The formatter the inline script left on the page, when it ran (a page loaded with a date on it). */
export function pageFormatter(): Intl.DateTimeFormat | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as Record<string, Intl.DateTimeFormat | undefined>)[FORMATTER_GLOBAL];
}
