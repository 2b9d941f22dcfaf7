import { describe, expect, it } from 'vitest';
import { headersFor, matchesPattern, parseHeadersFile } from './headers-file';

describe('_headers parsing', () => {
  const rules = parseHeadersFile(
    [
      '# comment',
      '/*',
      '  X-Content-Type-Options: nosniff',
      '  Link: </a>',
      '/_next/static/*',
      '  Cache-Control: public, max-age=31536000, immutable',
      '/about/',
      '  Link: </b>',
    ].join('\n'),
  );

  it('reads rules in order with their headers', () => {
    expect(rules.map((rule) => rule.pattern)).toEqual(['/*', '/_next/static/*', '/about/']);
    expect(rules[1]?.headers).toEqual([['Cache-Control', 'public, max-age=31536000, immutable']]);
  });

  it('matches splats across slashes and exact paths exactly', () => {
    expect(matchesPattern('/_next/static/*', '/_next/static/chunks/a.js')).toBe(true);
    expect(matchesPattern('/about/', '/about/')).toBe(true);
    expect(matchesPattern('/about/', '/about/team/')).toBe(false);
  });

  it('merges headers of every matching rule', () => {
    const headers = headersFor(rules, '/about/');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('link')).toBe('</a>, </b>');
    expect(headers.has('cache-control')).toBe(false);
  });

  it('drops a header an earlier rule set where a later rule detaches it (`! Name`), as Cloudflare does', () => {
    const detached = parseHeadersFile(
      [
        '/*',
        '  Content-Security-Policy: a',
        '  X-Frame-Options: DENY',
        '/admin/*',
        '  ! Content-Security-Policy',
        '  Content-Security-Policy: b',
      ].join('\n'),
    );
    expect(detached[1]?.unset).toEqual(['Content-Security-Policy']);
    expect(headersFor(detached, '/admin/').get('content-security-policy')).toBe('b');
    expect(headersFor(detached, '/admin/').get('x-frame-options')).toBe('DENY');
    expect(headersFor(detached, '/about/').get('content-security-policy')).toBe('a');
  });

  it('rejects a header line outside a path block', () => {
    expect(() => parseHeadersFile('  X-Bad: 1')).toThrow(/line 1/);
  });
});
