import { describe, expect, it } from 'vitest';
import { clientTuning } from '@/content/client-tuning';
import { FIRST_INPUT_EVENTS } from '@/lib/first-input';
import { scanTags } from '../lib/html';
import { inlineScriptHashes, sha256Source } from './csp';
import { deferScripts, PARKED_TYPE, starter } from './defer-scripts';

// The shape of Next 16's exported pages: async chunks in the head, a low-priority preload for one
// that the body names again, the noModule polyfill, inline page payload scripts.
const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>',
  '<link rel="preload" as="font" href="/font.woff2" crossorigin=""/>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script>document.documentElement.classList.remove("no-js")</script>',
  '</head><body><h1>Visas</h1>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script src="/_next/static/chunks/late.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script type="application/ld+json">{"@type":"TravelAgency"}</script>',
  '</body></html>',
].join('');

describe('deferScripts', () => {
  const deferred = deferScripts(page);
  const scripts = scanTags(deferred).filter((tag) => tag.name === 'script');

  it('parks every async script where it was, src kept, so no browser fetches or runs it yet', () => {
    const parked = scripts.filter((tag) => tag.attributes.type === PARKED_TYPE).map((tag) => tag.attributes.src);
    expect(parked).toEqual(['/_next/static/chunks/main.js', '/_next/static/chunks/late.js']);
    expect(scripts.filter((tag) => tag.attributes.src && !tag.attributes.type).map((tag) => tag.attributes.src)).toEqual([
      '/_next/static/chunks/polyfills.js',
    ]);
  });

  it('drops script preloads and keeps every other link', () => {
    const links = scanTags(deferred).filter((tag) => tag.name === 'link');
    expect(links.map((tag) => tag.attributes.href)).toEqual(['/_next/static/chunks/a.css', '/font.woff2']);
  });

  it('adds the starter once, last in the body, so every parked script is parsed when it runs', () => {
    const inline = scripts.filter((tag) => !tag.attributes.src);
    expect(inline.filter((tag) => tag.text === starter)).toHaveLength(1);
    expect(inline.at(-1)?.text).toBe(starter);
    expect(deferred.endsWith(`<script>${starter}</script></body></html>`)).toBe(true);
  });

  it('leaves inline scripts byte for byte, and the starter is hashed into the CSP like them', () => {
    for (const text of ['document.documentElement.classList.remove("no-js")', '(self.__next_f=self.__next_f||[]).push([0])'])
      expect(deferred).toContain(`<script>${text}</script>`);
    expect(inlineScriptHashes(deferred)).toContain(sha256Source(starter));
  });

  it('starts the scripts on load, on first input and at the latest after the configured time', () => {
    expect(starter).toContain("addEventListener('load',afterPaint)");
    for (const input of FIRST_INPUT_EVENTS) expect(starter).toContain(`"${input}"`);
    expect(starter).toContain(`setTimeout(start,${clientTuning.scriptsStartAtLatestMs})`);
    expect(() => new Function(starter)).not.toThrow();
  });

  it('is idempotent and leaves a page without async scripts alone', () => {
    expect(deferScripts(deferred)).toBe(deferred);
    const plain = '<!DOCTYPE html><html><head></head><body><script>run()</script></body></html>';
    expect(deferScripts(plain)).toBe(plain);
  });

  it('refuses a page whose scripts come after </body>, which the starter would miss', () => {
    expect(() => deferScripts('<html><body><p>x</p></body><script src="/a.js" async=""></script></html>')).toThrow(
      /after <\/body>/,
    );
  });
});
