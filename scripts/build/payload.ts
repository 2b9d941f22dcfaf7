/**
 * Moves a page's inline React payload (Next's `self.__next_f.push(...)` scripts, the data React
 * hydrates from) out of the HTML into one script file, loaded with `defer` where the first of them
 * stood.
 *
 * Why: the payload is about half of a page's gzipped HTML, and on a slow phone every byte of the
 * HTML comes before the first paint: under Lighthouse's applied throttling the stylesheets and the
 * font are requested only once the whole document is in. Inline, it made the document of
 * `/privacy/` and `/contact/` arrive 85 to 95 ms after that of the same page without scripts, and
 * their first paint with it; the page without scripts padded to the same size painted about as late
 * (README, "Performance"). As a deferred script the payload loads after the stylesheets, beside
 * Next's own scripts, which cannot hydrate before they are in anyway.
 *
 * Why `defer` and not `async`: Next closes its payload stream at `DOMContentLoaded`, and deferred
 * scripts run before it; an async one could run after it and hydration would find no data.
 *
 * Why Turbopack's start (`<script id="_R_">`, which names the page's chunks and the module that
 * starts Next) moves into the same file, after the payload: Next's start closes the stream at once
 * when it runs after parsing has ended, and `document.readyState` is already "interactive" while
 * deferred scripts are still loading. Left inline, Next started in that gap whenever its chunks
 * came before the payload file (cached chunks, a fast link) and React failed with "Connection
 * closed" (error 412). Started from the end of the payload file, it always finds the payload
 * whole.
 *
 * The file is named by a hash of its content under `/_next/static/`, so it is cached as immutable
 * like Next's chunks, and an HTML file can never meet another build's payload.
 */
import { createHash } from 'node:crypto';
import { PAYLOAD_FOLDER } from '../lib/export-files';

/** Next's inline payload scripts: the bootstrap `(self.__next_f=self.__next_f||[]).push([0])`, then one push per chunk. */
const PAYLOAD_SCRIPT = /<script>((?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\([\s\S]*?\))<\/script>/g;
/** Turbopack's start: the page's chunks and the runtime modules that start Next once they are in. */
const START_SCRIPT = /<script id="_R_">([\s\S]*?)<\/script>/;
/** Where Next's own chunks are served from, base path included. */
const CHUNK_SRC = /<script\b[^>]*\bsrc="([^"]*)\/_next\/static\/chunks\//;

export type ExternalPayload = {
  html: string;
  /** The payload script to write under the export, or null when the page has no inline payload. */
  file: { path: string; code: string } | null;
};

/** The page with its inline payload and Turbopack's start replaced by one deferred script, and that script. */
export function externalizePayload(html: string, page = 'the page'): ExternalPayload {
  const bodies = [...html.matchAll(PAYLOAD_SCRIPT)].map((match) => match[1]!);
  if (bodies.length === 0) return { html, file: null };
  const chunk = CHUNK_SRC.exec(html);
  if (!chunk) throw new Error(`${page}: has Next's inline payload but no script from /_next/static/chunks/`);
  const start = START_SCRIPT.exec(html);
  if (!start) throw new Error(`${page}: has Next's inline payload but no Turbopack start (<script id="_R_">) to run after it`);
  const code = `${[...bodies, start[1]!.replace(/;?\s*$/, '')].join(';\n')};\n`;
  const path = `${PAYLOAD_FOLDER}/${createHash('sha256').update(code).digest('hex').slice(0, 20)}.js`;
  let first = true;
  const rewritten = html.replace(START_SCRIPT, '').replace(PAYLOAD_SCRIPT, () => {
    if (!first) return '';
    first = false;
    return `<script src="${chunk[1]}/${path}" defer=""></script>`;
  });
  return { html: rewritten, file: { path, code } };
}
