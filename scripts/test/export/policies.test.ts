/**
 * Each path of a production export gets the policy it needs and no more
 * (docs/decisions/0063-a-policy-per-path.md): no header or meta policy names a loopback or private
 * origin (the CMS's local backend belongs to `npm run cms`, never to out/), and on every public
 * page the header policy allows nothing its meta policy does not, so the site-wide header is the
 * public pages' policy and /admin/ carries its own. Over out/ and out-base/, as production builds them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportFiles, publicPages, routeOf } from '../../lib/export-files';
import { headersFor, parseHeadersFile } from '../../lib/headers-file';
import { cspMetaOf } from '../../build/csp';
import { directive, exportDir } from './exports';

/** True for a host that only reaches the visitor's own machine or network. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) return true;
  if (host === '::1' || host === '::' || /^f[cd][0-9a-f]{2}:/.test(host) || host.startsWith('fe80:')) return true;
  const ipv4 = host.match(/^(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (!ipv4) return false;
  const [a, b] = [Number(ipv4[1]), Number(ipv4[2])];
  return (
    a === 127 || a === 10 || a === 0 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254)
  );
}

/** The sources of a policy that name a loopback or private host. */
export function privateSources(policy: string): string[] {
  return policy
    .split(';')
    .flatMap((part) => part.trim().split(/\s+/).slice(1))
    .filter((source) => !source.startsWith("'") && !/^[a-z][a-z0-9+.-]*:$/i.test(source))
    .filter((source) => {
      try {
        return isPrivateHost(new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(source) ? source : `https://${source}`).hostname);
      } catch {
        return false;
      }
    });
}

describe('a private origin is recognised', () => {
  it('loopback, private networks and local names are; public hosts and keywords are not', () => {
    expect(privateSources("connect-src 'self' http://localhost:8081 blob:")).toEqual(['http://localhost:8081']);
    expect(privateSources('connect-src http://127.0.0.1:9000 http://[::1]:8080 10.0.0.2 https://192.168.1.4')).toHaveLength(4);
    expect(privateSources('img-src http://printer.local https://172.20.0.1 https://172.32.0.1')).toEqual([
      'http://printer.local',
      'https://172.20.0.1',
    ]);
    expect(privateSources("img-src 'self' data: https://images.unsplash.com; frame-ancestors 'none'")).toEqual([]);
  });
});

for (const name of ['main', 'basePath'] as const) {
  describe(`the policies of ${name === 'main' ? 'out/' : 'out-base/'}`, () => {
    // Read when a test runs, so a missing export fails its tests with what to build.
    const built = () => {
      const dir = exportDir(name);
      return { dir, rules: parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8')) };
    };

    it('name no loopback or private origin, in any header rule or page', () => {
      const { dir, rules } = built();
      const headerPolicies = rules.flatMap((rule) =>
        rule.headers.filter(([header]) => header.toLowerCase() === 'content-security-policy').map(([, policy]) => policy),
      );
      expect(headerPolicies.length).toBeGreaterThan(1);
      for (const policy of headerPolicies) expect(privateSources(policy)).toEqual([]);
      const pages = exportFiles(dir, '.html');
      for (const file of pages) {
        const policy = cspMetaOf(readFileSync(file, 'utf8'));
        expect(policy, file).toBeDefined();
        expect(privateSources(policy!), file).toEqual([]);
      }
      expect(readFileSync(join(dir, 'admin', 'config.yml'), 'utf8')).not.toMatch(/localhost|127\.0\.0\.1|local_backend/);
    });

    // Whichever page a visit starts on sets the policy for the whole visit (decision 0020): the
    // same on every page but for its own inline scripts' hashes, WebAssembly allowed for the search.
    it("give every public page one policy but for its own scripts' hashes, allowing WebAssembly, and a header that allows no more", () => {
      const { dir, rules } = built();
      const pages = publicPages(dir);
      expect(pages.length).toBeGreaterThan(10);
      const shared = new Set<string>();
      for (const file of pages) {
        const path = routeOf(file, dir);
        const meta = cspMetaOf(readFileSync(file, 'utf8')) ?? '';
        expect(meta, path).toMatch(/script-src 'self' '(sha256-[^']*' ')*wasm-unsafe-eval'/);
        shared.add(meta.replace(/ 'sha256-[^']*'/g, ''));
        const header = headersFor(rules, path).get('content-security-policy');
        expect(header, path).toBeDefined();
        for (const part of header!.split(';')) {
          const [name, ...sources] = part.trim().split(/\s+/);
          // Only a header can carry frame-ancestors; the meta policy has nothing to compare it with.
          if (!name || name === 'frame-ancestors') continue;
          const allowed = directive(meta, name) ?? directive(meta, 'default-src') ?? [];
          expect(
            sources.filter((source) => !allowed.includes(source)),
            `${path}: the header's ${name} allows more than the page's`,
          ).toEqual([]);
        }
      }
      expect([...shared]).toHaveLength(1);
    });

    it('give /admin/ its own header policy, with the GitHub API, avatars and blob:', () => {
      const { rules } = built();
      const admin = headersFor(rules, '/admin/').get('content-security-policy');
      const site = headersFor(rules, '/').get('content-security-policy');
      expect(directive(admin, 'connect-src')).toEqual(expect.arrayContaining(['https://api.github.com', 'blob:']));
      expect(directive(admin, 'img-src')).toEqual(expect.arrayContaining(['https://avatars.githubusercontent.com', 'blob:']));
      expect(directive(admin, 'frame-ancestors')).toEqual(["'none'"]);
      expect(directive(site, 'connect-src')).not.toContain('https://api.github.com');
      expect(directive(site, 'img-src')).not.toContain('blob:');
      // One policy, not the site's and the CMS's joined: two policies would both bind.
      expect(admin).not.toContain(',');
    });
  });
}
