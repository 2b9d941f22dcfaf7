import { describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from '../lib/headers-file';
import { IMMUTABLE, OPENER_POLICY, OPENER_POLICY_WITH_POPUPS, REVALIDATE, headerRules, renderHeadersFile } from './headers-rules';

const entries = [
  { name: 'index.html', isDirectory: false },
  { name: 'about', isDirectory: true },
  { name: '_next', isDirectory: true },
  { name: '404.html', isDirectory: false },
  { name: 'sitemap.xml', isDirectory: false },
  { name: '_headers', isDirectory: false },
  { name: '.nojekyll', isDirectory: false },
];
// Round-trip through the parser the local server uses, so what is tested is what is served.
const rules = parseHeadersFile(renderHeadersFile(headerRules(entries, "frame-ancestors 'none'")));

describe('_headers rules', () => {
  it('give every path exactly one Cache-Control: a year for hashed assets, revalidation for the rest', () => {
    expect(headersFor(rules, '/_next/static/chunks/a.js').get('cache-control')).toBe(IMMUTABLE);
    for (const path of ['/', '/index.html', '/about/', '/about/index.txt', '/404.html', '/sitemap.xml']) {
      expect(headersFor(rules, path).get('cache-control'), path).toBe(REVALIDATE);
    }
  });

  it('cache the own photos\u2019 variants for a year: their names change with their content', () => {
    const withPhotos = parseHeadersFile(
      renderHeadersFile(headerRules([...entries, { name: '_photos', isDirectory: true }], "frame-ancestors 'none'")),
    );
    const headers = headersFor(withPhotos, '/_photos/fort-0123456789abcdef-640.webp');
    expect(headers.get('cache-control')).toBe(IMMUTABLE);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('give a folder with a policy of its own that policy in place of the site-wide one', () => {
    const withCms = parseHeadersFile(
      renderHeadersFile(
        headerRules([...entries, { name: 'admin', isDirectory: true }], "connect-src 'self'", {
          popupFolders: ['admin'],
          folderPolicies: { admin: "connect-src 'self' https://api.github.com" },
        }),
      ),
    );
    expect(headersFor(withCms, '/admin/').get('content-security-policy')).toBe("connect-src 'self' https://api.github.com");
    expect(headersFor(withCms, '/admin/config.yml').get('cross-origin-opener-policy')).toBe(OPENER_POLICY_WITH_POPUPS);
    expect(headersFor(withCms, '/about/').get('content-security-policy')).toBe("connect-src 'self'");
    expect(headersFor(withCms, '/no/such/page/').get('content-security-policy')).toBe("connect-src 'self'");
  });

  it('do not describe the host configuration files', () => {
    expect(rules.map((rule) => rule.pattern)).not.toContain('/_headers');
    expect(rules.map((rule) => rule.pattern)).not.toContain('/.nojekyll');
  });
});

describe('_headers rules with the CMS', () => {
  const withCms = parseHeadersFile(
    renderHeadersFile(
      headerRules([...entries, { name: 'admin', isDirectory: true }], "frame-ancestors 'none'", { popupFolders: ['admin'] }),
    ),
  );

  it('give /admin/ an opener policy that lets its sign-in popup answer, and keep it out of search results', () => {
    for (const path of ['/admin/', '/admin/config.yml', '/admin/decap-cms.js']) {
      const headers = headersFor(withCms, path);
      expect(headers.get('cross-origin-opener-policy'), path).toBe(OPENER_POLICY_WITH_POPUPS);
      expect(headers.get('x-robots-tag'), path).toBe('noindex');
      expect(headers.get('cache-control'), path).toBe(REVALIDATE);
    }
  });

  it('keep same-origin for every other page, and one value per path', () => {
    for (const path of ['/', '/index.html', '/about/', '/404.html', '/sitemap.xml', '/_next/static/chunks/a.js']) {
      const headers = headersFor(withCms, path);
      expect(headers.get('cross-origin-opener-policy'), path).toBe(OPENER_POLICY);
      expect(headers.get('x-robots-tag'), path).toBeUndefined();
    }
  });
});
