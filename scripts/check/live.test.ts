import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { preflightProblems, siteRoot, sitemapAddresses, xmlProblem } from './live';

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
