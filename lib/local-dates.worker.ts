// Formats post days in the visitor's locale off the main thread: a page's first Intl call loads
// the locale data, a long task on the reference phone, and a worker pays it on a thread of its
// own (docs/decisions/0008-post-dates-in-a-worker.md). A worker's default locale is the
// browser's, as on the page.
import { formatPostDate } from './dates';

self.onmessage = (event: MessageEvent<string[]>) => {
  self.postMessage(event.data.map((isoDate) => [isoDate, formatPostDate(isoDate)]));
};
