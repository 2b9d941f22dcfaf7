/**
 * The analytics as files (docs/decisions/0090-privacy-first-analytics.md): out/, built without
 * NEXT_PUBLIC_ANALYTICS_HOST, holds nothing of it, and its policies connect to the site alone;
 * .exports/analytics, built with it, adds exactly the provider's origin to connect-src in every
 * page's meta policy and in `_headers`, nothing to script-src, and its privacy notice says what is
 * counted and by whom. What a visit sends (analytics.js, the head script's page-view log, the
 * worker's queue, each at work) is e2e/analytics/'s, and e2e/analytics-unset.spec.ts's.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyticsHost, analyticsFormEndpoint } from '../../../e2e/analytics/setup';
import { privacyPage } from '../../../content/privacy';
import { cspMetaOf } from '../../build/csp';
import { exportFiles, publicPages } from '../../lib/export-files';
import { headersFor, parseHeadersFile } from '../../lib/headers-file';
import { directive, exportDir } from './exports';

const policies = (dir: string) => {
  const headers = parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8'));
  return [
    ...publicPages(dir).map((file) => [file, cspMetaOf(readFileSync(file, 'utf8'))] as const),
    ['_headers /*', headersFor(headers, '/').get('content-security-policy')] as const,
  ];
};

describe('without NEXT_PUBLIC_ANALYTICS_HOST (out/)', () => {
  const dir = exportDir('main');

  it('has no analytics.js, and no page, script or worker names the analytics', () => {
    expect(existsSync(join(dir, 'analytics.js'))).toBe(false);
    const named = (file: string, pattern: RegExp) => pattern.test(readFileSync(file, 'utf8'));
    const analytics = /\/analytics\.js|plausible|__travelOrchard(Events|Pageviews)|\/api\/event/i;
    expect(
      [...exportFiles(dir, '.html'), ...exportFiles(join(dir, '_next'), '.js')].filter((file) => named(file, analytics)),
    ).toEqual([]);
    // Serwist's own Google Analytics module names analytics.js: the worker is checked for our queue.
    expect(named(join(dir, 'sw.js'), /travel-orchard-analytics|analytics-replay/)).toBe(false);
  });

  it('connects to the site alone, on every page and in the header', () => {
    for (const [where, policy] of policies(dir)) expect(directive(policy, 'connect-src'), where).toEqual(["'self'"]);
  });

  it('says in its privacy notice that it counts nothing', () => {
    const html = readFileSync(join(dir, 'privacy', 'index.html'), 'utf8');
    expect(html).not.toContain(privacyPage.analytics.section.heading);
    expect(html).toContain('runs no analytics');
  });
});

describe('with NEXT_PUBLIC_ANALYTICS_HOST (.exports/analytics)', () => {
  const dir = exportDir('analytics');
  const form = new URL(analyticsFormEndpoint).origin;

  it("adds exactly the provider's origin to connect-src, and nothing to script-src", () => {
    for (const [where, policy] of policies(dir)) {
      expect(directive(policy, 'connect-src'), where).toEqual(["'self'", form, analyticsHost]);
      expect(directive(policy, 'form-action'), where).toEqual(["'self'", form]);
      expect(policy, where).not.toMatch(new RegExp(`script-src[^;]*${analyticsHost.replace(/[.:/]/g, '\\$&')}`));
    }
  });

  it('says in its privacy notice what is counted, by whom', () => {
    const html = readFileSync(join(dir, 'privacy', 'index.html'), 'utf8');
    expect(html).toContain(privacyPage.analytics.section.heading);
    expect(html).toContain(`${privacyPage.analytics.selfHosted} ${new URL(analyticsHost).host}.`);
    expect(html).not.toContain('runs no analytics');
  });
});
