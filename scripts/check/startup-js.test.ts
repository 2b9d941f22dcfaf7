import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { fetchedNothing, fileFor, formatTable, overLimit, startupScripts, type StartupScripts } from './startup-js';
import { browserPaths } from '../lib/browser-paths';
import { tempExport } from '../test/temp-export';

describe('fileFor', () => {
  const dir = tempExport({ 'index.html': 'home', 'about/index.html': 'about', 'a.js': '1' });

  it('maps URL paths to export files, under the base path, never outside the export', () => {
    expect(fileFor(dir, '/about/')).toBe(join(dir, 'about', 'index.html'));
    expect(fileFor(dir, '/base/a.js', '/base')).toBe(join(dir, 'a.js'));
    expect(fileFor(dir, '/a.js', '/base')).toBeNull();
    expect(fileFor(dir, '/../../etc/passwd')).toBeNull();
    expect(fileFor(dir, '/missing.js')).toBeNull();
  });
});

describe('overLimit and formatTable', () => {
  const page = (route: string, bytes: number): StartupScripts => ({
    route,
    bytes,
    scripts: [{ url: '/_next/big.js', gzip: bytes }],
  });

  it('flag a page above the ratio of the bare export, naming its largest scripts', () => {
    expect(overLimit([page('/', 110 * 1024), page('/x/', 111 * 1024)], 100 * 1024, 1.1)).toEqual([
      "/x/: 111.0 KiB gz of script fetched during load is over 110.0 KiB (1.1 x the bare Next.js export's 100.0 KiB); largest: big.js 111.0",
    ]);
  });

  it('names a page that fetched no script, which would measure nothing', () => {
    expect(fetchedNothing([page('/', 1024), { route: '/x/', bytes: 0, scripts: [] }])).toEqual([
      "/x/: expected Next's scripts to be fetched while it loads and found none, so there is nothing to measure",
    ]);
  });

  it('print each page’s size and ratio to the bare export', () => {
    const table = formatTable([page('/', 105 * 1024)], 100 * 1024, 1.1);
    expect(table.split('\n')[2]).toMatch(/^\| \/ +\| +1 \| +105\.0 \| +1\.05 \| +ok \|$/);
  });
});

const CHROME = browserPaths.chromium;

describe('startupScripts in Chromium', () => {
  it('counts scripts imported at startup, not those a visitor’s action would load', { timeout: 60_000 }, async () => {
    const dir = tempExport({
      'index.html':
        '<!doctype html><html><head><script src="/entry.js" async></script></head><body><button>Go</button>' +
        '<script>document.querySelector("button").onclick = () => import("/on-click.js")</script></body></html>',
      'entry.js': 'setTimeout(() => import("/startup-chunk.js"), 50);',
      'startup-chunk.js': `window.chunk = "${'x'.repeat(2000)}";`,
      'on-click.js': 'window.clicked = true;',
      '404.html': 'not found',
    });
    const browser = await chromium.launch({ executablePath: CHROME });
    try {
      const result = await startupScripts(browser, dir, '/');
      expect(result.scripts.map((script) => script.url).sort()).toEqual(['/entry.js', '/startup-chunk.js']);
      expect(result.bytes).toBe(result.scripts.reduce((sum, script) => sum + script.gzip, 0));
      expect(result.bytes).toBeGreaterThan(0);
    } finally {
      await browser.close();
    }
  });
});
