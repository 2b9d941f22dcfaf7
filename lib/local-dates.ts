import { formatDate, isoDateToUtc } from './dates';
import { pageFormatter } from './local-dates-inline';

type Formatted = Map<string, string>;

let pending: { days: Set<string>; result: Promise<Formatted> } | undefined;
/** Days already formatted on this page: a day asked for again (a search result) needs no worker. */
const known: Formatted = new Map();

/** Formats in the worker; where a worker cannot start or answer, on the page once it is idle. */
function formatAll(days: string[]): Promise<Formatted> {
  return new Promise<Formatted>((resolve, reject) => {
    const worker = new Worker(new URL('./local-dates.worker.js', import.meta.url));
    worker.onmessage = (event: MessageEvent<[string, string][]>) => {
      worker.terminate();
      resolve(new Map(event.data));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new Error('worker failed'));
    };
    worker.postMessage(days);
  }).catch(
    () =>
      new Promise<Formatted>((resolve) => {
        const onPage = () => resolve(new Map(days.map((day) => [day, formatDate(day)])));
        if ('requestIdleCallback' in window) requestIdleCallback(onPage, { timeout: 2000 });
        else setTimeout(onPage, 0);
      }),
  );
}

/**
 * A post day (`YYYY-MM-DD`) in the visitor's locale: on the page when its inline formatter ran
 * (lib/local-dates-inline.ts), else every new date asked for in the same task is formatted by one
 * worker, which then stops.
 */
export function localDate(isoDate: string): Promise<string | undefined> {
  if (known.has(isoDate)) return Promise.resolve(known.get(isoDate));
  // The page's inline formatter loaded the locale data already: formatting here costs nothing.
  const onPage = pageFormatter();
  if (onPage) return Promise.resolve(onPage.format(isoDateToUtc(isoDate)));
  if (!pending) {
    const days = new Set<string>();
    const result = Promise.resolve().then(() => {
      pending = undefined;
      return formatAll([...days]).then((formatted) => {
        formatted.forEach((text, day) => known.set(day, text));
        return formatted;
      });
    });
    pending = { days, result };
  }
  pending.days.add(isoDate);
  return pending.result.then((formatted) => formatted.get(isoDate));
}
