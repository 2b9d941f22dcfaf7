/**
 * The security headers and each page's Content-Security-Policy, as the host sends them: the headers
 * from the export's `_headers` (applied by scripts/serve/serve.ts and the CDN alike) and the policy
 * from each page's meta tag, with the hash of every inline script the page runs. Over out/ and over
 * out-base/ (the site built under a base path). That the browser enforces them is checked in
 * e2e/security-headers.spec.ts (a 404 page, an injected script, a frame) and by every browser test,
 * which fails on any policy violation (e2e/fixtures.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from '../../lib/headers-file';
import { scanTags } from '../../lib/html';
import { directive, exportDir, headTags, served } from './exports';

const pages = ['/', '/about/', '/services/', '/blog/', '/contact/', '/privacy/'];

/**
 * The CSP source of each inline script the page runs (data blocks such as JSON-LD never run),
 * computed here rather than with the build's inlineScriptHashes, so the build is not its own judge.
 */
function inlineScriptSources(html: string): string[] {
  return scanTags(html)
    .filter((tag) => tag.name === 'script' && !('src' in tag.attributes))
    .filter((tag) => ['', 'text/javascript', 'module'].includes((tag.attributes.type ?? '').toLowerCase()))
    .map(
      (tag) =>
        `'sha256-${createHash('sha256')
          .update(tag.text ?? '')
          .digest('base64')}'`,
    );
}

for (const name of ['main', 'basePath'] as const) {
  describe(`security headers (${name === 'main' ? 'out/' : 'out-base/, under a base path'})`, () => {
    for (const path of pages) {
      it(`${path} is served with the security headers and its own script hashes`, () => {
        const dir = exportDir(name);
        const headers = headersFor(parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8')), path);
        expect(headers.get('x-content-type-options')).toBe('nosniff');
        expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d{8,}/);
        expect(headers.get('permissions-policy')).toContain('camera=()');
        expect(headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
        expect(directive(headers.get('content-security-policy'), 'frame-ancestors')).toEqual(["'none'"]);

        const html = served(dir, path);
        const policy = headTags(html).find(
          (tag) => tag.name === 'meta' && tag.attributes['http-equiv']?.toLowerCase() === 'content-security-policy',
        )?.attributes.content;
        expect(directive(policy, 'default-src')).toEqual(["'self'"]);
        expect(directive(policy, 'object-src')).toEqual(["'none'"]);
        const scriptSources = directive(policy, 'script-src') ?? [];
        expect(scriptSources).not.toContain("'unsafe-inline'");
        // Each inline script the page runs is allowed by its own hash: the layout's head script and
        // the React payload Next inlines (docs/decisions/0030).
        const own = inlineScriptSources(html);
        expect(own.length).toBeGreaterThan(0);
        expect(scriptSources).toEqual(expect.arrayContaining(["'self'", ...own]));
      });
    }
  });
}
