import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempExport } from '../test/temp-export';
import { assetsNamedBy, searchIndexFiles, serviceWorkerOff, writeServiceWorker } from './service-worker';

/** A small export: the offline page naming one script and the font, another page's script, and a search index. */
const fakeExport = (basePath = '') =>
  tempExport(
    {
      'index.html': '<script src="/_next/static/chunks/home.js"></script>',
      'offline/index.html': `<link rel="preload" href="${basePath}/_next/static/media/font.woff2" as="font"/><script src="${basePath}/_next/static/chunks/a.js" async></script><a href="${basePath}/about/">x</a>`,
      '_next/static/chunks/a.js': 'a',
      '_next/static/chunks/home.js': 'home',
      '_next/static/media/font.woff2': 'font',
      'pagefind/pagefind-entry.json': '{}',
      'pagefind/index/en_1.pf_index': 'i'.repeat(100),
      'pagefind/fragment/en_2.pf_fragment': 'f'.repeat(100),
    },
    'sw-test-',
  );

describe('the service worker build step', () => {
  it('precaches the offline page and the files its HTML names, nothing else', async () => {
    const dir = fakeExport();
    const { precache, version } = await writeServiceWorker(dir, '', { off: false });
    expect(precache).toEqual([
      { url: '/offline/', revision: expect.stringMatching(/^[0-9a-f]{32}$/) },
      { url: '/_next/static/chunks/a.js', revision: null },
      { url: '/_next/static/media/font.woff2', revision: null },
    ]);
    const code = readFileSync(join(dir, 'sw.js'), 'utf8');
    expect(code).toContain(version);
    expect(code).not.toContain('__SW_');
  });

  it('follows the base path', async () => {
    const dir = fakeExport('/travel-orchard');
    const { precache } = await writeServiceWorker(dir, '/travel-orchard', { off: false });
    expect(precache.map(({ url }) => url)).toEqual([
      '/travel-orchard/offline/',
      '/travel-orchard/_next/static/chunks/a.js',
      '/travel-orchard/_next/static/media/font.woff2',
    ]);
    expect(assetsNamedBy('<script src="/travel-orchard/_next/static/chunks/a.js">', '/travel-orchard')).toEqual([
      '_next/static/chunks/a.js',
    ]);
  });

  it('leaves out the polyfills for browsers without modules, which no browser with workers loads', () => {
    const html =
      '<script src="/_next/static/chunks/poly.js" noModule=""></script><script src="/_next/static/chunks/a.js" async=""></script>';
    expect(assetsNamedBy(html, '')).toEqual(['_next/static/chunks/a.js']);
  });

  it('gives another build another version', async () => {
    const dir = fakeExport();
    const first = await writeServiceWorker(dir, '', { off: false });
    writeFileSync(join(dir, 'offline/index.html'), '<p>changed</p>');
    expect((await writeServiceWorker(dir, '', { off: false })).version).not.toBe(first.version);
  });

  it('keeps a small search index whole, a large one as searches fetch it', () => {
    const dir = fakeExport();
    expect(searchIndexFiles(dir, '', 1000).urls.sort()).toEqual([
      '/pagefind/fragment/en_2.pf_fragment',
      '/pagefind/index/en_1.pf_index',
    ]);
    expect(searchIndexFiles(dir, '', 150)).toEqual({ urls: [], bytes: 200 });
  });

  it('writes the kill switch when the build says NEXT_PUBLIC_SERVICE_WORKER=off', async () => {
    expect(serviceWorkerOff({ NEXT_PUBLIC_SERVICE_WORKER: 'off' })).toBe(true);
    expect(serviceWorkerOff({})).toBe(false);
    const dir = fakeExport();
    await writeServiceWorker(dir, '', { off: true });
    const code = readFileSync(join(dir, 'sw.js'), 'utf8');
    expect(code).toContain('unregister');
    expect(code).not.toContain('respondWith');
  });
});
