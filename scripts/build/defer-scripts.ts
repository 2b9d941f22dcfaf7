/**
 * Scripts after the first view: a post-build step that makes Next's scripts wait until the page's
 * first view (its HTML, CSS, font and photo) has loaded.
 *
 * Why: every page is complete server-rendered HTML that needs no script to be read, but Next writes
 * its ~140 kB of scripts as `<script async>` (some with a preload) that start downloading beside the
 * page's photo. On a phone's connection they share its bandwidth, and the photo, the page's LCP,
 * arrived 0.7–1.0 s later than on the same page without scripts (`npm run bench`, README
 * "Performance"). Hydration itself is unchanged: the same scripts run, a few hundred milliseconds
 * later on a slow phone, and at once when the visitor touches, types or scrolls.
 *
 * How: each `<script src async>` gets a type a browser neither fetches nor runs (PARKED_TYPE); its
 * `<link rel="preload" as="script">` is dropped; one small inline starter (hashed into the page's
 * CSP like any inline script) swaps them back for real scripts at the first of: the window's `load`
 * event plus a frame (the photo has been painted), the visitor's first input, or
 * clientTuning.scriptsStartAtLatestMs (a photo that never finishes must not keep the page inert).
 * The tags keep their `src`, so the budget, startup-JS and link checks see every script as before.
 */
import { clientTuning } from '@/content/client-tuning';
import { FIRST_INPUT_EVENTS } from '@/lib/first-input';
import { isScriptPreload, scanTags } from '../lib/html';

export const PARKED_TYPE = 'text/x-after-first-view';

/** The inline starter, in plain ES5 so it runs in every browser Next's own scripts support. */
export const starter = [
  '(function(){',
  'var started=false;',
  'function start(){',
  'if(started)return;started=true;',
  `var parked=document.querySelectorAll('script[type="${PARKED_TYPE}"]');`,
  'for(var i=0;i<parked.length;i++){',
  "var old=parked[i],script=document.createElement('script');",
  "for(var j=0;j<old.attributes.length;j++){var a=old.attributes[j];if(a.name!=='type')script.setAttribute(a.name,a.value)}",
  'script.async=true;old.parentNode.replaceChild(script,old)}}',
  'function afterPaint(){requestAnimationFrame(function(){setTimeout(start)})}',
  "if(document.readyState==='complete')afterPaint();else addEventListener('load',afterPaint);",
  `${JSON.stringify(FIRST_INPUT_EVENTS)}.forEach(function(t){addEventListener(t,start,{capture:true,passive:true,once:true})});`,
  `setTimeout(start,${clientTuning.scriptsStartAtLatestMs})`,
  '})()',
].join('');

const STARTER_TAG = `<script>${starter}</script>`;

/**
 * The page with its external async scripts parked and the starter before `</body>`. A page with no
 * such script (already processed, or not a Next page) comes back unchanged. Throws when a parked
 * script would come after the starter: it runs at the end of the document, and would miss it.
 */
export function deferScripts(html: string): string {
  const edits: { at: number; length: number; text: string }[] = [];
  for (const tag of scanTags(html)) {
    if (tag.name === 'script' && tag.attributes.src && 'async' in tag.attributes && !tag.attributes.type) {
      edits.push({ at: tag.index, length: '<script'.length, text: `<script type="${PARKED_TYPE}"` });
    } else if (tag.name === 'link' && isScriptPreload(tag.attributes)) {
      edits.push({ at: tag.index, length: html.indexOf('>', tag.index) + 1 - tag.index, text: '' });
    }
  }
  if (!edits.some((edit) => edit.text)) return html;
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd < 0) throw new Error('no </body> to put the script starter before');
  if (edits.some((edit) => edit.at > bodyEnd)) throw new Error('a script after </body> would be missed by the script starter');
  let out = html.slice(0, bodyEnd) + STARTER_TAG + html.slice(bodyEnd);
  for (const edit of edits.sort((a, b) => b.at - a.at))
    out = out.slice(0, edit.at) + edit.text + out.slice(edit.at + edit.length);
  return out;
}
