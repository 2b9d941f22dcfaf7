import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { checkLive, loadedFiles, preflightProblems, recogniseHost, siteRoot, sitemapAddresses, xmlProblem } from './live';

/** A contact endpoint on 127.0.0.1 answering preflights with `handle`; closed once `check` is done. */
async function withEndpoint(handle: (req: IncomingMessage, res: ServerResponse) => void, check: (url: string) => Promise<void>) {
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await check(`http://127.0.0.1:${(server.address() as { port: number }).port}/enquiries`);
  } finally {
    server.close();
  }
}

const origin = 'https://www.travelorchard.example';

describe('the contact endpoint preflight', () => {
  it('passes an endpoint that allows the site to POST JSON', async () => {
    await withEndpoint(
      (req, res) =>
        res
          .writeHead(204, {
            'access-control-allow-origin': req.headers.origin ?? '',
            'access-control-allow-methods': 'POST, OPTIONS',
            'access-control-allow-headers': 'Content-Type',
          })
          .end(),
      async (url) => expect(await preflightProblems(url, origin)).toEqual([]),
    );
  });

  it('says, for the agency to forward, when the endpoint does not allow the site', async () => {
    await withEndpoint(
      (_req, res) => res.writeHead(204, { 'access-control-allow-origin': 'https://elsewhere.example' }).end(),
      async (url) =>
        expect(await preflightProblems(url, origin)).toEqual([
          `The contact form's service at ${url} does not allow the site's address ${origin} (Access-Control-Allow-Origin is "https://elsewhere.example"), so browsers do not send the enquiry. ` +
            `Ask whoever runs the contact form's service to allow requests from ${origin} (CORS: POST with the header Content-Type).`,
        ]),
    );
    await withEndpoint(
      (_req, res) => res.writeHead(405).end(),
      async (url) => expect((await preflightProblems(url, origin))[0]).toContain('answers 405 to a browser'),
    );
  });
});

describe('the sitemap and the feed', () => {
  it('reads a sitemap, and names what is not XML', () => {
    const sitemap =
      '<?xml version="1.0"?><urlset><url><loc>https://a.example/</loc></url><url><loc>https://a.example/b/</loc></url></urlset>';
    expect(xmlProblem(sitemap)).toBeNull();
    expect(sitemapAddresses(sitemap)).toEqual(['https://a.example/', 'https://a.example/b/']);
    expect(sitemapAddresses('<?xml version="1.0"?><rss><channel/></rss>')).toBeNull();
    expect(xmlProblem('<urlset><url></urlset>')).toMatch(/^line 1: /);
  });

  it("reads the site's address with one trailing slash", () => {
    expect(siteRoot('https://a.example/travel-orchard').href).toBe('https://a.example/travel-orchard/');
    expect(() => siteRoot('ftp://a.example/')).toThrow('not an http(s) address');
  });
});

describe('the host', () => {
  it('is recognised by the headers each host adds', () => {
    expect(recogniseHost(new Headers({ server: 'GitHub.com' }))).toBe('github-pages');
    expect(recogniseHost(new Headers({ server: 'cloudflare', 'cf-ray': '8f0-LOS' }))).toBe('cloudflare');
    expect(recogniseHost(new Headers({ server: 'Netlify', 'x-nf-request-id': '01J' }))).toBe('netlify');
    expect(recogniseHost(new Headers({ server: 'nginx' }))).toBe('other');
  });
});

describe('the files a page loads', () => {
  it("are its own scripts, stylesheets and script preloads, under the site's root", () => {
    const root = new URL('https://a.example/travel-orchard/');
    const html =
      '<link rel="stylesheet" href="/travel-orchard/_next/static/css/a.css"><link rel="preload" as="script" href="/travel-orchard/_next/static/chunks/b.js">' +
      '<link rel="preload" as="image" href="/travel-orchard/photo.avif"><link rel="icon" href="/travel-orchard/icon.svg">' +
      '<script src="/travel-orchard/_next/static/chunks/c.js"></script><script src="https://plausible.io/js/script.js"></script><script>inline()</script>';
    expect(loadedFiles(html, 'https://a.example/travel-orchard/about/', root)).toEqual([
      'https://a.example/travel-orchard/_next/static/css/a.css',
      'https://a.example/travel-orchard/_next/static/chunks/b.js',
      'https://a.example/travel-orchard/_next/static/chunks/c.js',
    ]);
  });
});

describe('with analytics set', () => {
  it("fetches analytics.js and asks the provider's endpoint for leave to post, naming what fails", async () => {
    // One loopback server as both the site (a page, a sitemap, no analytics.js) and a provider that refuses CORS.
    await withEndpoint(
      (req, res) => {
        if (req.method === 'OPTIONS')
          return void res.writeHead(204, { 'access-control-allow-origin': 'https://elsewhere.example' }).end();
        const path = new URL(req.url ?? '/', 'http://x').pathname;
        if (path === '/sitemap.xml') {
          const base = `http://${req.headers.host}/`;
          return void res
            .writeHead(200, { 'content-type': 'application/xml' })
            .end(`<?xml version="1.0"?><urlset><url><loc>${base}</loc></url></urlset>`);
        }
        if (path === '/') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>a</title>');
        res.writeHead(404, { 'content-type': 'text/html' }).end('not found');
      },
      async (endpoint) => {
        const site = new URL('/', endpoint).href;
        const { problems } = await checkLive(site, { rules: null, host: 'other', analyticsEndpoint: endpoint });
        const text = problems.join('\n');
        expect(text).toContain(`${site}analytics.js answers 404, not 200: no visit is counted.`);
        expect(text).toContain(
          `The analytics provider's event endpoint at ${endpoint} does not allow the site's address ${new URL(site).origin} (Access-Control-Allow-Origin is "https://elsewhere.example"), so browsers do not send the visits, and nothing is counted.`,
        );
      },
    );
  });
});
