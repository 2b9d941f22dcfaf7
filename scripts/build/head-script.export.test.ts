/**
 * The head script as the build shipped it (lib/head-script.ts: functions' source, compiled and
 * minified by Next), read from every page of the real export: first in the head, parsed as a
 * supported browser would, and allowed by the page's policy by the hash of exactly that text.
 */
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EARLY_ATTRIBUTE } from '@/lib/early-actions';
import { NO_JS_CLASS } from '@/lib/head-script';
import { exportDir, served } from '../test/export/exports';
import { browserScriptProblems } from '../lib/browser-script';
import { exportFiles } from '../lib/export-files';
import { scanTags } from '../lib/html';
import { inlineScriptHashes } from './csp';

const dir = exportDir('main');
// Every HTML file the public meets, Next's copies of 404.html included; the CMS is its own app.
const pages = exportFiles(dir, '.html')
  .map((file) => relative(dir, file))
  .filter((page) => !page.startsWith('admin/'));

/** The page's first inline script in its head, and its policy's script-src. */
function headOf(page: string) {
  const html = served(dir, page);
  const headEnd = html.indexOf('</head>');
  const tags = scanTags(html).filter((tag) => tag.index < headEnd);
  const script = tags.find((tag) => tag.name === 'script' && !('src' in tag.attributes));
  const policy = tags.find((tag) => tag.name === 'meta' && tag.attributes['http-equiv'] === 'Content-Security-Policy');
  const firstScript = tags.find((tag) => tag.name === 'script');
  return {
    html,
    script: script?.text,
    scriptSrc: /script-src ([^;]*)/.exec(policy?.attributes.content ?? '')?.[1] ?? '',
    policyFirst: policy !== undefined && firstScript !== undefined && policy.index < firstScript.index,
  };
}

describe('the head script as shipped', () => {
  it('is in the head of every page', () => {
    expect(pages.length).toBeGreaterThan(5);
    for (const page of pages) {
      const { script } = headOf(page);
      expect(script, page).toContain(NO_JS_CLASS);
      expect(script, page).toContain(EARLY_ATTRIBUTE);
    }
  });

  it('parses in every browser the site supports, and uses only its own names and the browser globals it is allowed', () => {
    const shipped = new Set(pages.map((page) => headOf(page).script ?? ''));
    expect(shipped.size).toBe(1);
    const [script = ''] = shipped;
    expect(browserScriptProblems(script)).toEqual([]);
  });

  it("is allowed by each page's policy by the hash of the text it ships, as is every other inline script", () => {
    for (const page of pages) {
      const { html, scriptSrc, policyFirst } = headOf(page);
      // A meta policy binds only what comes after it: postbuild puts it after Next's charset meta.
      expect(policyFirst, `${page}: the policy comes before the first script`).toBe(true);
      expect(scriptSrc, page).toMatch(/^'self' /);
      for (const hash of inlineScriptHashes(html)) expect(scriptSrc, page).toContain(hash);
    }
  });
});
