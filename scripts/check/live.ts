/**
 * `npm run check:live -- <url>`: the deployed site, checked as a browser receives it, against what
 * the build promised. The deploy workflow runs it after each deploy and every day
 * (.github/workflows/deploy.yml); a problem fails the run, so GitHub tells the repository's owner,
 * and each problem is said in words the agency can forward to whoever hosts the site.
 *
 *   - every page the sitemap lists answers 200, and an unknown path gets the 404 page with status 404;
 *   - each address carries the headers the export's `_headers` promises for its path (the policy,
 *     HSTS, the cache rules...), unless the host applies no `_headers` at all (--host github-pages);
 *   - every page's meta Content-Security-Policy allows each of its inline scripts (by hash) and
 *     the origin of each script it loads, so nothing the host injected or rewrote is blocked;
 *   - `sw.js` is served as JavaScript and revalidated on each visit;
 *   - the feed and the sitemap parse as XML, and every address in the sitemap answers 200;
 *   - the contact endpoint, when one is configured, answers a CORS preflight from the site's origin.
 *
 *   npm run check:live -- https://www.travelorchard.ng [--headers out/_headers] [--host github-pages]
 *     [--contact-endpoint https://...]     (the endpoint defaults to NEXT_PUBLIC_CONTACT_ENDPOINT;
 *     the headers to <EXPORT_DIR or out>/_headers, the file the build wrote for this site)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { cspMetaOf, inlineScriptHashes } from '../build/csp';
import { fail, isEntryPoint, readCommandLine } from '../lib/cli';
import { headersFor, parseHeadersFile, type HeaderRule } from '../lib/headers-file';
import { scanTags } from '../lib/html';

export type LiveOptions = {
  /** The `_headers` rules the host should apply; null for a host that applies none (GitHub Pages). */
  rules: HeaderRule[] | null;
  /** The contact form's endpoint, when the site has one. */
  contactEndpoint?: string;
  /** How long one request may take, in ms. */
  timeoutMs?: number;
};

export type LiveReport = { problems: string[]; checked: number; notes: string[] };

type Answer = { url: string; status: number; headers: Headers; body: string };

const JAVASCRIPT = new Set(['text/javascript', 'application/javascript', 'application/x-javascript']);
const parser = new XMLParser({ ignoreAttributes: false });

/** The header's name as people write it: `strict-transport-security` is `Strict-Transport-Security`. */
const headerName = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());

/** Up to `count` examples of a list, for a message. */
const examples = (urls: string[], count = 3) =>
  urls.slice(0, count).join(', ') + (urls.length > count ? ` and ${urls.length - count} more` : '');

/** The site's address with one trailing slash: the root every path is read from. */
export function siteRoot(url: string): URL {
  const root = new URL(url);
  if (!/^https?:$/.test(root.protocol)) throw new Error(`${url} is not an http(s) address`);
  root.pathname = root.pathname.replace(/\/*$/, '/');
  root.search = '';
  root.hash = '';
  return root;
}

/** Checks the site at `url`; resolves to what is wrong, in words for the agency and its host. */
export async function checkLive(url: string, options: LiveOptions): Promise<LiveReport> {
  const root = siteRoot(url);
  const problems: string[] = [];
  const notes: string[] = [];
  const answers: Answer[] = [];
  const timeoutMs = options.timeoutMs ?? 20_000;

  async function get(target: string, init: RequestInit = {}): Promise<Answer | null> {
    try {
      const response = await fetch(target, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs), ...init });
      const answer = { url: target, status: response.status, headers: response.headers, body: await response.text() };
      if (!init.method || init.method === 'GET') answers.push(answer);
      return answer;
    } catch (error) {
      const reason =
        error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      problems.push(`${target} could not be reached (${reason}). Check that the site is online at this address.`);
      return null;
    }
  }
  /** The path `_headers` rules match: the address's path below the site's root. */
  const pathOf = (address: string) => `/${new URL(address).pathname.slice(root.pathname.length)}`;
  const at = (path: string) => new URL(path.replace(/^\//, ''), root).href;

  // The sitemap: it parses, and every address in it answers 200 (the pages, checked further below).
  const sitemap = await get(at('/sitemap.xml'));
  let pages: string[] = [];
  if (sitemap && sitemap.status !== 200) {
    problems.push(`${sitemap.url} answers ${sitemap.status}, not 200: search engines cannot read the list of the site's pages.`);
  } else if (sitemap) {
    const locs = xmlProblem(sitemap.body) ? null : sitemapAddresses(sitemap.body);
    if (!locs) {
      problems.push(
        `${sitemap.url} is not valid XML (${xmlProblem(sitemap.body) ?? 'no <urlset> of <url><loc>'}): search engines cannot read it.`,
      );
    } else {
      // The sitemap names the public address (SITE_URL); its pages are fetched at the address checked.
      const listedRoot = locs.reduce((shortest, loc) => (loc.length < shortest.length ? loc : shortest), locs[0] ?? '');
      if (listedRoot && listedRoot !== root.href)
        notes.push(`The sitemap names its pages under ${listedRoot}; they were fetched under ${root.href}.`);
      pages = locs.map((loc) => at(loc.slice(listedRoot.length)));
    }
  }
  if (!pages.includes(root.href)) pages.unshift(root.href);

  const pageAnswers = await inBatches(pages, (page) => get(page));
  const missingPages = pageAnswers.filter((answer): answer is Answer => !!answer && answer.status !== 200);
  for (const answer of missingPages)
    problems.push(
      `${answer.url} answers ${answer.status}${answer.headers.get('location') ? ` (to ${answer.headers.get('location')})` : ''}, not 200: ` +
        'the page is published (the sitemap lists it) but visitors and search engines do not get it. Check that every file of the published folder was uploaded.',
    );

  // An unknown path: the site's own 404 page, with status 404 (never 200, which search engines index).
  const unknown = await get(at(`/check-live-no-such-page-${Date.now().toString(36)}/`));
  if (unknown && unknown.status !== 404)
    problems.push(
      `${unknown.url}, a page that does not exist, answers ${unknown.status} instead of 404. ` +
        'The host should answer unknown addresses with the file 404.html and the status 404 (Netlify, Cloudflare Pages and GitHub Pages do so by themselves; a bucket or CDN needs it set).',
    );

  // The feed parses.
  const feed = await get(at('/feed.xml'));
  if (feed && feed.status !== 200)
    problems.push(`${feed.url} answers ${feed.status}, not 200: feed readers cannot follow the blog.`);
  else if (feed && (xmlProblem(feed.body) || !isRss(feed.body)))
    problems.push(
      `${feed.url} is not a valid RSS feed (${xmlProblem(feed.body) ?? 'no <rss><channel>'}): feed readers cannot follow the blog.`,
    );

  // The service worker: JavaScript, and asked for again on each visit (an old one must not linger).
  const worker = await get(at('/sw.js'));
  if (worker && worker.status !== 200) {
    problems.push(`${worker.url} answers ${worker.status}, not 200: the site's offline support cannot install or update.`);
  } else if (worker) {
    const type = (worker.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!JAVASCRIPT.has(type))
      problems.push(
        `${worker.url} is sent as "${type || 'no type'}", not as JavaScript: browsers refuse to run it, so the site's offline support is gone. The host must send .js files as text/javascript.`,
      );
    const cache = (worker.headers.get('cache-control') ?? '').toLowerCase();
    const revalidated = /no-cache|no-store/.test(cache) || (/max-age=0\b/.test(cache) && /must-revalidate/.test(cache));
    if (!revalidated)
      problems.push(
        `${worker.url} is sent with Cache-Control "${cache || '(none)'}": it must be revalidated on each visit ("public, max-age=0, must-revalidate"), or visitors keep an old version of the site after an update.`,
      );
  }

  // One script of Next's, for the long-lived cache rule.
  const home = pageAnswers.find((answer) => answer?.url === root.href);
  const firstScript = home
    ? scanTags(home.body).find((tag) => tag.name === 'script' && tag.attributes.src?.includes('/_next/static/'))
    : undefined;
  if (firstScript) await get(new URL(firstScript.attributes.src!, root).href);

  // Every page's meta policy allows its own scripts: nothing the host injected or rewrote.
  for (const answer of pageAnswers) if (answer?.status === 200) problems.push(...policyProblems(answer, root));
  if (unknown?.status === 404 && !cspMetaOf(unknown.body))
    problems.push(
      `${unknown.url}, a page that does not exist, gets the host's own error page rather than the site's: ask the host to answer unknown addresses with the file 404.html (and the status 404).`,
    );
  else if (unknown?.status === 404) problems.push(...policyProblems(unknown, root));

  // The headers `_headers` promises, on everything fetched.
  if (options.rules) problems.push(...headerProblems(answers, options.rules, pathOf));
  else notes.push('Response headers not checked: this host applies no _headers file (the policy in each page still holds).');

  // The contact endpoint accepts the site's enquiries from a browser on the site.
  if (options.contactEndpoint) problems.push(...(await preflightProblems(options.contactEndpoint, root.origin, timeoutMs)));

  return { problems, checked: answers.length, notes };
}

/** Runs `task` over `items`, six at a time, in order. */
async function inBatches<T, R>(items: T[], task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += 6)
    results.push(...(await Promise.all(items.slice(start, start + 6).map(task))));
  return results;
}

/** What makes `text` not well-formed XML, or null. */
export function xmlProblem(text: string): string | null {
  const result = XMLValidator.validate(text);
  return result === true ? null : `line ${result.err.line}: ${result.err.msg}`;
}

/** The addresses of a sitemap, or null when it has no `<urlset>` of `<url><loc>`. */
export function sitemapAddresses(xml: string): string[] | null {
  const urlset = (parser.parse(xml) as { urlset?: { url?: unknown } }).urlset;
  if (!urlset || typeof urlset !== 'object') return null;
  const urls = Array.isArray(urlset.url) ? urlset.url : urlset.url ? [urlset.url] : [];
  const locs = urls.map((url: { loc?: unknown }) => url?.loc).filter((loc): loc is string => typeof loc === 'string');
  return locs.length === urls.length ? locs : null;
}

const isRss = (xml: string) => {
  const rss = (parser.parse(xml) as { rss?: { channel?: { title?: unknown } } }).rss;
  return !!rss?.channel?.title;
};

/** Where a page's meta policy would block its own scripts. */
export function policyProblems(page: Answer, root: URL): string[] {
  const contentType = page.headers.get('content-type') ?? '';
  if (!contentType.includes('html')) return [];
  const policy = cspMetaOf(page.body);
  if (!policy)
    return [
      `${page.url} has no Content-Security-Policy in the page: it is not the page the build wrote (every page carries one). Check that the host serves the published files unchanged.`,
    ];
  const scriptSources = (policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '')
    .trim()
    .split(/\s+/)
    .slice(1);
  const problems: string[] = [];
  const unhashed = inlineScriptHashes(page.body).filter((hash) => !scriptSources.includes(hash));
  if (unhashed.length)
    problems.push(
      `${page.url} contains ${unhashed.length === 1 ? 'an inline script' : `${unhashed.length} inline scripts`} that the page's own security policy does not allow, so browsers block ${unhashed.length === 1 ? 'it' : 'them'}: ` +
        "the page was changed after the build. Ask the host to turn off anything that edits pages on the way (script injection, 'optimisation' such as Rocket Loader or e-mail address obfuscation, analytics snippets).",
    );
  const origins = new Set(
    scanTags(page.body)
      .filter((tag) => tag.name === 'script' && tag.attributes.src)
      .map((tag) => new URL(tag.attributes.src!, page.url).origin),
  );
  for (const origin of origins) {
    const allowed =
      origin === root.origin
        ? scriptSources.includes("'self'") || scriptSources.includes(origin)
        : scriptSources.includes(origin);
    if (!allowed)
      problems.push(
        `${page.url} loads a script from ${origin}, which the page's own security policy does not allow, so browsers block it: ` +
          'the page was changed after the build. Ask the host to turn off anything that adds scripts to pages.',
      );
  }
  return problems;
}

/** The headers `_headers` promises that the answers lack or send otherwise, one message per header. */
export function headerProblems(answers: Answer[], rules: HeaderRule[], pathOf: (url: string) => string): string[] {
  const missing = new Map<string, { value: string; urls: string[] }>();
  const different: string[] = [];
  for (const answer of answers) {
    if (answer.status >= 300 && answer.status < 400) continue;
    for (const [name, value] of headersFor(rules, pathOf(answer.url))) {
      // A not-found answer is sent uncached whatever the rules say (decision 0010).
      if (answer.status === 404 && name === 'cache-control') continue;
      const sent = answer.headers.get(name);
      if (sent === null) {
        const entry = missing.get(name) ?? { value, urls: [] };
        entry.urls.push(answer.url);
        missing.set(name, entry);
      } else if (sent !== value) {
        different.push(
          `${answer.url} is sent with ${headerName(name)}: "${sent}", where the site's _headers file asks for "${value}".`,
        );
      }
    }
  }
  // Headers missing from the same addresses are one problem: usually the host not applying _headers at all.
  const groups = new Map<string, { names: string[]; urls: string[] }>();
  for (const [name, { urls }] of missing) {
    const key = urls.join(' ');
    const group = groups.get(key) ?? { names: [], urls };
    group.names.push(name);
    groups.set(key, group);
  }
  const shorten = (value: string) => (value.length > 100 ? `${value.slice(0, 97)}...` : value);
  const problems = [...groups.values()].map(
    ({ names, urls }) =>
      `The host does not send ${names.length === 1 ? 'the header' : `${names.length} headers`} that the site's _headers file asks for, ` +
      `missing on ${urls.length} address${urls.length === 1 ? '' : 'es'} (${examples(urls)}): ` +
      names.map((name) => `${headerName(name)} ("${shorten(missing.get(name)!.value)}")`).join('; ') +
      '. Ask the host to apply the file _headers from the published folder (Netlify and Cloudflare Pages read it by themselves; other hosts need its rules set as response headers).',
  );
  return [...problems, ...different];
}

/** Whether the contact endpoint lets a browser on `origin` post an enquiry (the CORS preflight the form's JSON post needs). */
export async function preflightProblems(endpoint: string, origin: string, timeoutMs = 20_000): Promise<string[]> {
  const ask = `Ask whoever runs the contact form's service to allow requests from ${origin} (CORS: POST with the header Content-Type).`;
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    return [
      `The contact form's service at ${endpoint} could not be reached (${reason}): enquiries sent from the site do not arrive. Check the address set as NEXT_PUBLIC_CONTACT_ENDPOINT, and that the service is up.`,
    ];
  }
  const problems: string[] = [];
  const allowOrigin = response.headers.get('access-control-allow-origin');
  const allowMethods = (response.headers.get('access-control-allow-methods') ?? '').toUpperCase();
  const allowHeaders = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
  if (!response.ok)
    problems.push(
      `The contact form's service at ${endpoint} answers ${response.status} to a browser's permission check (CORS preflight) from ${origin}, so browsers do not send the enquiry. ${ask}`,
    );
  else if (allowOrigin !== origin && allowOrigin !== '*')
    problems.push(
      `The contact form's service at ${endpoint} does not allow the site's address ${origin} (Access-Control-Allow-Origin is "${allowOrigin ?? 'missing'}"), so browsers do not send the enquiry. ${ask}`,
    );
  else if ((allowMethods && !/\bPOST\b|\*/.test(allowMethods)) || !/\bcontent-type\b|\*/.test(allowHeaders))
    problems.push(
      `The contact form's service at ${endpoint} does not allow a POST with the header Content-Type from ${origin} (it allows methods "${allowMethods || 'unsaid'}", headers "${allowHeaders || 'none'}"), so browsers do not send the enquiry. ${ask}`,
    );
  return problems;
}

if (isEntryPoint(import.meta.url)) {
  const command = 'check:live';
  const { values, positionals } = readCommandLine(command, {
    allowPositionals: true,
    options: {
      headers: { type: 'string' },
      dir: { type: 'string' },
      host: { type: 'string' },
      'contact-endpoint': { type: 'string' },
    },
  });
  const [url] = positionals;
  if (!url || positionals.length > 1) fail(command, 'name the site to check: npm run check:live -- https://www.example.com');
  let rules: HeaderRule[] | null = null;
  if (values.host === 'github-pages') rules = null;
  else if (values.host) fail(command, `--host knows only github-pages (a host that applies no _headers); got "${values.host}"`);
  else {
    const file = values.headers ?? join(values.dir ?? (process.env.EXPORT_DIR || 'out'), '_headers');
    if (!existsSync(file))
      fail(
        command,
        `${file} does not exist: build the site first (npm run build), name the file with --headers, or pass --host github-pages`,
      );
    rules = parseHeadersFile(readFileSync(file, 'utf8'));
  }
  const contactEndpoint = values['contact-endpoint'] ?? (process.env.NEXT_PUBLIC_CONTACT_ENDPOINT || undefined);
  let root: URL;
  try {
    root = siteRoot(url);
  } catch (error) {
    fail(command, error instanceof Error ? error.message : String(error));
  }
  checkLive(root.href, { rules, contactEndpoint }).then(
    ({ problems, checked, notes }) => {
      for (const note of notes) console.log(note);
      if (problems.length) {
        console.error(
          `\n${root.href}: ${problems.length} problem${problems.length === 1 ? '' : 's'} found (${checked} addresses checked). For whoever hosts the site:\n`,
        );
        problems.forEach((problem, index) => console.error(`${index + 1}. ${problem}\n`));
        process.exit(1);
      }
      console.log(
        `${root.href} answers as the build promised: ${checked} addresses, every sitemap page 200, 404 for an unknown path, ${rules ? 'the _headers headers, ' : ''}each page's policy and scripts, sw.js, the feed and the sitemap${contactEndpoint ? ', the contact endpoint' : ''}.`,
      );
    },
    (error: unknown) => fail(command, error instanceof Error ? error.message : String(error)),
  );
}
