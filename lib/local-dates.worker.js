// Formats post days in the visitor's locale off the main thread, for a page that has not loaded
// Intl's locale data itself (docs/decisions/0008-post-dates-in-a-worker.md): a page opened with a
// date on it already has, through the inline formatter (lib/local-dates-inline.ts).
// Plain JavaScript with no imports: the bundler copies this file as it is, and a host serves a
// `.js` file as JavaScript (a `.ts` one went out as video/mp2t on Cloudflare and could not run
// anywhere). The same format as formatPostDate in lib/dates.ts (lib/local-dates-inline.test.ts checks).
self.onmessage = (event) => {
  const format = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' });
  self.postMessage(event.data.map((isoDate) => [isoDate, format.format(new Date(`${isoDate}T00:00:00Z`))]));
};
