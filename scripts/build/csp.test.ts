import { describe, expect, it } from 'vitest';
import {
  cmsPagePolicy,
  cmsSources,
  headerPolicy,
  inlineScriptHashes,
  originOf,
  pagePolicy,
  renderPolicy,
  sha256Source,
  withCspMeta,
} from './csp';

// Reference values from `printf 'alert(1)' | openssl dgst -sha256 -binary | base64`.
const ALERT_HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";
const EMPTY_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

describe('inline script hashes', () => {
  it('hash the exact UTF-8 text of the script', () => {
    expect(sha256Source('alert(1)')).toBe(ALERT_HASH);
    expect(sha256Source('')).toBe(EMPTY_HASH);
    expect(sha256Source('é')).not.toBe(sha256Source('e'));
  });

  it('cover every executable inline script once, in document order', () => {
    const html =
      '<head><script>alert(1)</script><script src="/a.js"></script><script type="module">alert(1)</script>' +
      '<script type="text/javascript"></script></head>';
    expect(inlineScriptHashes(html)).toEqual([ALERT_HASH, EMPTY_HASH]);
  });

  it('skip data blocks such as JSON-LD, which the browser never runs', () => {
    const html = '<script type="application/ld+json">{"@type":"TravelAgency"}</script><script type="text/template">x</script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe('policies', () => {
  const options = { imageOrigins: ['https://images.unsplash.com'], frameOrigins: ['https://www.openstreetmap.org'] };

  it('run scripts only from our origin or by hash', () => {
    const policy = renderPolicy(pagePolicy([ALERT_HASH], options));
    expect(policy).toContain(`default-src 'self'; script-src 'self' ${ALERT_HASH} 'wasm-unsafe-eval';`);
    expect(policy).toContain("img-src 'self' data: https://images.unsplash.com;");
    expect(policy).toContain('frame-src https://www.openstreetmap.org;');
    expect(policy).toContain("object-src 'none'; base-uri 'self'; form-action 'self'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-/);
  });

  it('keep frame-ancestors out of the meta policy (browsers ignore it there) and in the header', () => {
    expect(renderPolicy(pagePolicy([], options))).not.toContain('frame-ancestors');
    expect(renderPolicy(headerPolicy(options))).toMatch(/frame-ancestors 'none'$/);
    // The header must not restrict scripts: it cannot know each page's hashes.
    expect(renderPolicy(headerPolicy(options))).not.toMatch(/default-src|script-src/);
  });

  it('allow a configured contact endpoint for fetch and form posts only', () => {
    const policy = pagePolicy([], { ...options, connectOrigins: originOf('https://formspree.io/f/abc') });
    expect(policy['connect-src']).toEqual(["'self'", 'https://formspree.io']);
    expect(policy['form-action']).toEqual(["'self'", 'https://formspree.io']);
    expect(originOf(undefined)).toEqual([]);
    expect(originOf('/relative')).toEqual([]);
    expect(originOf('javascript:alert(1)')).toEqual([]);
  });

  it("allow the analytics' provider in connect-src only, in the page's policy and the header's", () => {
    const analytics = { ...options, analyticsOrigins: ['https://plausible.io'] };
    const without = { page: pagePolicy(['h'], options), header: headerPolicy(options) };
    for (const [name, policy] of Object.entries({ page: pagePolicy(['h'], analytics), header: headerPolicy(analytics) })) {
      expect(policy['connect-src'], name).toEqual(["'self'", 'https://plausible.io']);
      // Everything else exactly as without analytics: nothing in script-src, form-action or anywhere.
      expect({ ...policy, 'connect-src': [] }, name).toEqual({ ...without[name as 'page' | 'header'], 'connect-src': [] });
    }
  });
});

describe('withCspMeta', () => {
  const page = '<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>alert(1)</script></head><body></body></html>';

  it('puts the policy after the charset and before every script', () => {
    const html = withCspMeta(page, "script-src 'self'");
    expect(html).toContain(
      `<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src 'self'"/><script>`,
    );
  });

  it('replaces the tag when run again instead of adding a second one', () => {
    const html = withCspMeta(withCspMeta(page, 'a'), 'b');
    expect(html.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(html).toContain('content="b"');
  });

  it('escapes the attribute value', () => {
    expect(withCspMeta(page, 'a"b&c')).toContain('content="a&quot;b&amp;c"');
  });

  it('falls back to the start of <head> and refuses a document without one', () => {
    expect(withCspMeta('<html><head><title>t</title></head></html>', 'x')).toContain('<head><meta http-equiv');
    expect(() => withCspMeta('<p>fragment</p>', 'x')).toThrow(/no <head>/);
  });
});

describe('the CMS policy', () => {
  const options = {
    imageOrigins: ['https://images.unsplash.com'],
    frameOrigins: ['https://www.openstreetmap.org'],
    connectOrigins: [],
  };
  const sources = cmsSources({
    backend: { name: 'github', repo: 'o/r' },
    local_backend: { url: 'http://localhost:8081/api/v1' },
  });

  it('lets /admin/ reach GitHub and its local backend, with Decap\u2019s run-time compiled validators', () => {
    const policy = cmsPagePolicy(options, sources);
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-eval'"]);
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.github.com', 'http://localhost:8081']);
    expect(policy['img-src']).toEqual(
      expect.arrayContaining(['https://images.unsplash.com', 'blob:', 'https://avatars.githubusercontent.com']),
    );
    expect(policy['frame-src']).toEqual(["'none'"]);
  });

  it('lets the media library read an upload back from its blob: URL, only where there is one', () => {
    const withMedia = cmsSources({ backend: { name: 'github' }, media_folder: 'public/images/uploads' });
    expect(withMedia.connect).toEqual(['https://api.github.com', 'blob:']);
    expect(cmsSources({ backend: { name: 'github' } }).connect).toEqual(['https://api.github.com']);
  });
});
