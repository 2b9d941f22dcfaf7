/**
 * `npm run check:live -- <url>`: the deployed site, checked as a browser receives it, against what
 * the build promised, for the host it runs on (named with --host or recognised from its answers).
 * docs/deploy.md ("The live check") lists what it checks. What a host cannot do is printed as a
 * known limit with its consequence; everything it can do and does not is a problem, in words the
 * agency can forward to whoever hosts the site. The deploy workflow runs it after each deploy and
 * daily; a failure opens or comments on the "live site" issue (scripts/ops/report-run.ts).
 *
 *   npm run check:live -- https://www.travelorchard.ng [--host github-pages|cloudflare|netlify|other]
 *     [--headers out/_headers] [--contact-endpoint https://...] [--analytics-host https://plausible.io]
 *     (the endpoint defaults to NEXT_PUBLIC_CONTACT_ENDPOINT, the analytics host to
 *     NEXT_PUBLIC_ANALYTICS_HOST, the headers to <EXPORT_DIR or out>/_headers)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { cspMetaOf, directive, inlineScriptHashes } from '../build/csp';
import { fail, isEntryPoint, messageOf, readCommandLine } from '../lib/cli';
import { headersFor, parseHeadersFile, type HeaderRule } from '../lib/headers-file';
import { isScriptPreload, scanTags } from '../lib/html';

/** The hosts the check knows; `other` is any host expected to apply `_headers` (a CDN configured from it). */
export const HOSTS = {
  'github-pages': { name: 'GitHub Pages', appliesHeaders: false },
  cloudflare: { name: 'Cloudflare Pages', appliesHeaders: true },
  netlify: { name: 'Netlify', appliesHeaders: true },
  other: { name: 'the host', appliesHeaders: true },
} as const;
export type HostName = keyof typeof HOSTS;
const isHostName = (name: string): name is HostName => Object.hasOwn(HOSTS, name);

export type LiveOptions = {
  /** The export's `_headers` rules: promises on a host that applies them, limits to note on one that does not. */
  rules: HeaderRule[] | null;
  /** Where the site is published; recognised from its answers when unsaid. */
  host?: HostName;
  /** The contact form's endpoint, when the site has one. */
  contactEndpoint?: string;
  /** The analytics provider's event endpoint (`<NEXT_PUBLIC_ANALYTICS_HOST>/api/event`), when the site counts visits. */
  analyticsEndpoint?: string;
};

export type LiveReport = { problems: string[]; checked: number; notes: string[]; host: HostName };

type Answer = { url: string; status: number; headers: Headers; body: string };

/** How long one request may take, in ms. */
const TIMEOUT_MS = 20_000;

const JAVASCRIPT = new Set(['text/javascript', 'application/javascript', 'application/x-javascript']);
const parser = new XMLParser({ ignoreAttributes: false });

/** The header's name as people write it: `strict-transport-security` is `Strict-Transport-Security`. */
const headerName = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());

/** The host an answer came from, by the headers each one adds; `other` when none is recognised. */
export function recogniseHost(headers: Headers): HostName {
  const server = (headers.get('server') ?? '').toLowerCase();
  if (server === 'github.com' || headers.has('x-github-request-id')) return 'github-pages';
  if (server === 'cloudflare' || headers.has('cf-ray')) return 'cloudflare';
  if (server.startsWith('netlify') || headers.has('x-nf-request-id')) return 'netlify';
  return 'other';
}

/** What a missing header costs the visitor, for the note on a host that cannot send it. */
const headerConsequence: Record<string, string> = {
  'content-security-policy':
    "each page's own policy still holds, except frame-ancestors, which a page cannot set for itself: other sites may show the pages in a frame",
  'x-frame-options': 'other sites may show the pages in a frame',
  'strict-transport-security': "browsers rely on the host's own HTTPS redirect rather than remembering to use HTTPS",
  'cache-control': 'browsers cache what the host decides (below)',
  'cross-origin-opener-policy': 'a page opened from another site keeps a handle on the window that opened it',
  'x-content-type-options': "browsers may guess a file's type from its content",
  'referrer-policy': "the browser's default referrer policy applies (the same as the site's in current browsers)",
  'permissions-policy': 'embedded content may ask for the camera, location and other features the site never uses',
  'x-robots-tag': 'search engines are not told to leave the marked addresses out',
};

/** Why a request failed: fetch's own error says only "fetch failed", its cause says why. */
const reasonOf = (error: unknown) => messageOf(error instanceof Error && error.cause instanceof Error ? error.cause : error);

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
  let host: HostName = options.host ?? 'other';

  async function get(target: string): Promise<Answer | null> {
    try {
      const response = await fetch(target, { redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
      const answer = { url: target, status: response.status, headers: response.headers, body: await response.text() };
      answers.push(answer);
      return answer;
    } catch (error) {
      problems.push(`${target} could not be reached (${reasonOf(error)}). Check that the site is online at this address.`);
      return null;
    }
  }
  /** The path `_headers` rules match: the address's path below the site's root. */
  const pathOf = (address: string) => `/${new URL(address).pathname.slice(root.pathname.length)}`;
  const at = (path: string) => new URL(path.replace(/^\//, ''), root).href;
  /** A file of the site, fetched: its answer when it is 200, else a problem saying what is `lost` without it. */
  async function file200(path: string, lost: string, whenMissing = ''): Promise<Answer | null> {
    const answer = await get(at(path));
    if (answer && answer.status !== 200) problems.push(`${answer.url} answers ${answer.status}, not 200: ${lost}.${whenMissing}`);
    return answer?.status === 200 ? answer : null;
  }
  /** A script the site runs: as file200, and sent as JavaScript. */
  async function script(path: string, lost: string, whenMissing = ''): Promise<Answer | null> {
    const answer = await file200(path, lost, whenMissing);
    const type = (answer?.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (answer && !JAVASCRIPT.has(type))
      problems.push(
        `${answer.url} is sent as "${type || 'no type'}", not as JavaScript: browsers refuse to run it, so ${lost}. The host must send .js files as text/javascript.`,
      );
    return answer;
  }

  // The sitemap: it parses, and every address in it answers 200 (the pages, checked further below).
  const sitemap = await file200('/sitemap.xml', "search engines cannot read the list of the site's pages");
  // The host, recognised from that first answer, whatever its status.
  if (!options.host && answers[0]) host = recogniseHost(answers[0].headers);
  const appliesHeaders = HOSTS[host].appliesHeaders;
  let pages: string[] = [];
  if (sitemap) {
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
  const feed = await file200('/feed.xml', 'feed readers cannot follow the blog');
  if (feed && (xmlProblem(feed.body) || !isRss(feed.body)))
    problems.push(
      `${feed.url} is not a valid RSS feed (${xmlProblem(feed.body) ?? 'no <rss><channel>'}): feed readers cannot follow the blog.`,
    );

  // The service worker: JavaScript, and asked for again on each visit (an old one must not linger).
  const worker = await script('/sw.js', "the site's offline support cannot install or update");
  if (worker) {
    const cache = (worker.headers.get('cache-control') ?? '').toLowerCase();
    const revalidated = /no-cache|no-store/.test(cache) || (/max-age=0\b/.test(cache) && /must-revalidate/.test(cache));
    const maxAge = Number(/max-age=(\d+)/.exec(cache)?.[1] ?? NaN);
    if (!revalidated && !appliesHeaders)
      notes.push(
        `${HOSTS[host].name} caches sw.js ${Number.isFinite(maxAge) ? `for ${minutes(maxAge)} (Cache-Control "${cache}", which it sends on every file and lets no site change)` : `as it decides (Cache-Control "${cache || '(none)'}")`}: ` +
          `an update of the site reaches returning visitors up to ${Number.isFinite(maxAge) ? minutes(maxAge) : 'that long'} late.`,
      );
    else if (!revalidated)
      problems.push(
        `${worker.url} is sent with Cache-Control "${cache || '(none)'}": it must be revalidated on each visit ("public, max-age=0, must-revalidate"), or visitors keep an old version of the site after an update.`,
      );
  }

  // Every script and stylesheet the pages load, each once: a page without its _next/ files is blank or unstyled.
  const files = new Set<string>();
  for (const answer of pageAnswers)
    if (answer?.status === 200) for (const file of loadedFiles(answer.body, answer.url, root)) files.add(file);
  const fileAnswers = await inBatches([...files], (file) => get(file));
  const missingFiles = fileAnswers.filter((answer): answer is Answer => !!answer && answer.status !== 200);
  if (missingFiles.length)
    problems.push(
      `${missingFiles.length} of the ${files.size} scripts and stylesheets the pages load answer${missingFiles.length === 1 ? 's' : ''} ` +
        `${[...new Set(missingFiles.map((answer) => answer.status))].join(' or ')}, not 200: ${examples(
          missingFiles.map((answer) => answer.url),
          5,
        )}. ` +
        'Pages that need them show unstyled or do not work. Check that every file of the published folder was uploaded, the _next/ folder included (a host that hides folders starting with "_" needs the file .nojekyll the build writes).',
    );

  // Every page's meta policy allows its own scripts: nothing the host injected or rewrote.
  for (const answer of pageAnswers) if (answer?.status === 200) problems.push(...policyProblems(answer, root));
  if (unknown?.status === 404 && !cspMetaOf(unknown.body))
    problems.push(
      `${unknown.url}, a page that does not exist, gets the host's own error page rather than the site's: ask the host to answer unknown addresses with the file 404.html (and the status 404).`,
    );
  else if (unknown?.status === 404) problems.push(...policyProblems(unknown, root));

  // The headers `_headers` promises, on everything fetched.
  const unkept = unkeptHeaders(answers, options.rules ?? [], pathOf);
  if (options.rules && appliesHeaders) problems.push(...headerProblems(unkept));
  else if (options.rules) notes.push(...headerLimits(unkept, answers, HOSTS[host].name));
  else
    notes.push(
      `Response headers not checked: ${HOSTS[host].name} applies no _headers file, and no _headers was given to compare with (each page's own policy still holds).`,
    );

  // The contact endpoint accepts the site's enquiries from a browser on the site.
  if (options.contactEndpoint) problems.push(...(await preflightProblems(options.contactEndpoint, root.origin)));

  // The analytics: the site's own script, and the provider accepting events from the site's pages.
  if (options.analyticsEndpoint) {
    await script(
      '/analytics.js',
      'no visit is counted',
      ' The build writes it when NEXT_PUBLIC_ANALYTICS_HOST is set: check that the variable was set for the build that was published, and that every file was uploaded.',
    );
    problems.push(
      ...(await preflightProblems(options.analyticsEndpoint, root.origin, {
        service: "The analytics provider's event endpoint",
        consequence: 'so browsers do not send the visits, and nothing is counted',
        variable: 'NEXT_PUBLIC_ANALYTICS_HOST',
        ask: `Check the provider's address (NEXT_PUBLIC_ANALYTICS_HOST), or ask whoever runs it to allow requests from ${root.origin} (CORS: POST).`,
        headers: '',
      })),
    );
  }

  return { problems, checked: answers.length, notes, host };
}

/** Runs `task` over `items`, six at a time, in order. */
async function inBatches<T, R>(items: T[], task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += 6)
    results.push(...(await Promise.all(items.slice(start, start + 6).map(task))));
  return results;
}

/** `seconds` as people say it: "10 minutes", "1 hour", "45 seconds". */
const minutes = (seconds: number) =>
  seconds % 3600 === 0 && seconds > 0
    ? `${seconds / 3600} hour${seconds === 3600 ? '' : 's'}`
    : seconds % 60 === 0 && seconds > 0
      ? `${seconds / 60} minute${seconds === 60 ? '' : 's'}`
      : `${seconds} second${seconds === 1 ? '' : 's'}`;

/** The same-origin scripts and stylesheets a page loads (and preloads), as absolute addresses. */
export function loadedFiles(html: string, pageUrl: string, root: URL): string[] {
  const files: string[] = [];
  for (const tag of scanTags(html)) {
    const stylesheet = (tag.attributes.rel ?? '').toLowerCase().split(/\s+/).includes('stylesheet');
    const address =
      tag.name === 'script'
        ? tag.attributes.src
        : tag.name === 'link' && (stylesheet || isScriptPreload(tag.attributes))
          ? tag.attributes.href
          : undefined;
    if (!address) continue;
    const url = new URL(address, pageUrl);
    if (url.origin === root.origin && url.pathname.startsWith(root.pathname)) files.push(url.href);
  }
  return files;
}

/**
 * The headers `_headers` promises that the answers (redirects aside) do not send as promised, by
 * header: its promised value, the addresses that lack it, and a message for each that sends it otherwise.
 */
function unkeptHeaders(answers: Answer[], rules: HeaderRule[], pathOf: (url: string) => string) {
  const unkept = new Map<string, { value: string; missing: string[]; different: string[] }>();
  for (const answer of answers) {
    if (answer.status >= 300 && answer.status < 400) continue;
    for (const [name, value] of headersFor(rules, pathOf(answer.url))) {
      const sent = answer.headers.get(name);
      // A not-found answer is sent uncached whatever the rules say (decision 0010).
      if (sent === value || (answer.status === 404 && name === 'cache-control')) continue;
      const entry = unkept.get(name) ?? { value, missing: [], different: [] };
      if (sent === null) entry.missing.push(answer.url);
      else
        entry.different.push(
          `${answer.url} is sent with ${headerName(name)}: "${sent}", where the site's _headers file asks for "${value}".`,
        );
      unkept.set(name, entry);
    }
  }
  return unkept;
}

/** On a host that applies no `_headers`: each promised header it does not send, once, with what that costs. */
function headerLimits(unkept: ReturnType<typeof unkeptHeaders>, answers: Answer[], hostName: string): string[] {
  if (!unkept.size) return [];
  const cache = answers.find((answer) => answer.url.includes('/_next/static/'))?.headers.get('cache-control');
  return [
    `${hostName} applies no _headers file: ${unkept.size} of the headers it asks for are not sent as asked (a limit of the host, not a failure).`,
    ...[...unkept.keys()].map(
      (name) =>
        `${headerName(name)}: ${headerConsequence[name] ?? 'the header is not sent'}${name === 'cache-control' && cache ? ` (the build's hashed files get "${cache}" instead of a year: returning visitors fetch them again)` : ''}.`,
    ),
  ];
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
function policyProblems(page: Answer, root: URL): string[] {
  const contentType = page.headers.get('content-type') ?? '';
  if (!contentType.includes('html')) return [];
  const policy = cspMetaOf(page.body);
  if (!policy)
    return [
      `${page.url} has no Content-Security-Policy in the page: it is not the page the build wrote (every page carries one). Check that the host serves the published files unchanged.`,
    ];
  const scriptSources = directive(policy, 'script-src') ?? [];
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
function headerProblems(unkept: ReturnType<typeof unkeptHeaders>): string[] {
  // Headers missing from the same addresses are one problem: usually the host not applying _headers at all.
  const groups = new Map<string, { names: string[]; urls: string[] }>();
  for (const [name, { missing: urls }] of unkept) {
    if (!urls.length) continue;
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
      names.map((name) => `${headerName(name)} ("${shorten(unkept.get(name)!.value)}")`).join('; ') +
      '. Ask the host to apply the file _headers from the published folder (Netlify and Cloudflare Pages read it by themselves; other hosts need its rules set as response headers).',
  );
  return [...problems, ...[...unkept.values()].flatMap(({ different }) => different)];
}

/** Who a preflight asks, for its messages: the contact form's service (the default) or the analytics provider. */
type PreflightWording = { service: string; consequence: string; variable: string; ask: string; headers: string };

/**
 * Whether `endpoint` lets a browser on `origin` post to it (the CORS preflight): by default the
 * contact form's JSON post, which sends the header Content-Type.
 */
export async function preflightProblems(
  endpoint: string,
  origin: string,
  wording: PreflightWording = {
    service: "The contact form's service",
    consequence: 'so browsers do not send the enquiry',
    variable: 'NEXT_PUBLIC_CONTACT_ENDPOINT',
    ask: `Ask whoever runs the contact form's service to allow requests from ${origin} (CORS: POST with the header Content-Type).`,
    headers: 'content-type',
  },
): Promise<string[]> {
  const { service, consequence, ask } = wording;
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        ...(wording.headers ? { 'access-control-request-headers': wording.headers } : {}),
      },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return [
      `${service} at ${endpoint} could not be reached (${reasonOf(error)}): ${consequence}. Check the address set as ${wording.variable}, and that the service is up.`,
    ];
  }
  const problems: string[] = [];
  const allowOrigin = response.headers.get('access-control-allow-origin');
  const allowMethods = (response.headers.get('access-control-allow-methods') ?? '').toUpperCase();
  const allowHeaders = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
  if (!response.ok)
    problems.push(
      `${service} at ${endpoint} answers ${response.status} to a browser's permission check (CORS preflight) from ${origin}, ${consequence}. ${ask}`,
    );
  else if (allowOrigin !== origin && allowOrigin !== '*')
    problems.push(
      `${service} at ${endpoint} does not allow the site's address ${origin} (Access-Control-Allow-Origin is "${allowOrigin ?? 'missing'}"), ${consequence}. ${ask}`,
    );
  else if ((allowMethods && !/\bPOST\b|\*/.test(allowMethods)) || (wording.headers && !/\bcontent-type\b|\*/.test(allowHeaders)))
    problems.push(
      `${service} at ${endpoint} does not allow a POST${wording.headers ? ' with the header Content-Type' : ''} from ${origin} (it allows methods "${allowMethods || 'unsaid'}", headers "${allowHeaders || 'none'}"), ${consequence}. ${ask}`,
    );
  return problems;
}

if (isEntryPoint(import.meta.url)) {
  const command = 'check:live';
  const { values, positionals } = readCommandLine(command, {
    allowPositionals: true,
    options: {
      headers: { type: 'string' },
      host: { type: 'string' },
      'contact-endpoint': { type: 'string' },
      'analytics-host': { type: 'string' },
    },
  });
  const [url] = positionals;
  if (!url || positionals.length > 1) fail(command, 'name the site to check: npm run check:live -- https://www.example.com');
  if (values.host && !isHostName(values.host))
    fail(
      command,
      `--host is one of ${Object.keys(HOSTS).join(', ')} (unsaid: recognised from the answers); got "${values.host}"`,
    );
  const host = values.host as HostName | undefined;
  // The export's _headers: what a host that applies it must send; on GitHub Pages, what to list as its limits.
  const file = values.headers ?? join(process.env.EXPORT_DIR || 'out', '_headers');
  let rules: HeaderRule[] | null = null;
  if (existsSync(file)) rules = parseHeadersFile(readFileSync(file, 'utf8'));
  else if (values.headers || (host && HOSTS[host].appliesHeaders))
    fail(command, `${file} does not exist: build the site first (npm run build), or name the file with --headers`);
  const contactEndpoint = values['contact-endpoint'] ?? (process.env.NEXT_PUBLIC_CONTACT_ENDPOINT || undefined);
  const analyticsHost = values['analytics-host'] ?? (process.env.NEXT_PUBLIC_ANALYTICS_HOST || undefined);
  let root: URL;
  let analyticsEndpoint: string | undefined;
  try {
    root = siteRoot(url);
    analyticsEndpoint = analyticsHost ? `${new URL(analyticsHost).origin}/api/event` : undefined;
  } catch (error) {
    fail(command, messageOf(error));
  }
  checkLive(root.href, { rules, host, contactEndpoint, analyticsEndpoint }).then(
    ({ problems, checked, notes, host: found }) => {
      const hostName = HOSTS[found].name;
      console.log(
        host
          ? `Host: ${hostName}.`
          : found === 'other'
            ? 'Host: not recognised from its answers, so held to the _headers file (--host names it).'
            : `Host: ${hostName} (recognised from its answers; --host names it).`,
      );
      if (notes.length) console.log(`\nKnown limits and notes (not failures):\n${notes.map((note) => `- ${note}`).join('\n')}\n`);
      if (problems.length) {
        console.error(
          `\n${root.href}: ${problems.length} problem${problems.length === 1 ? '' : 's'} found (${checked} addresses checked). For whoever hosts the site:\n`,
        );
        problems.forEach((problem, index) => console.error(`${index + 1}. ${problem}\n`));
        process.exit(1);
      }
      console.log(
        `${root.href} answers as the build promised: ${checked} addresses, every sitemap page and every file they load 200, 404 for an unknown path, ${rules && HOSTS[found].appliesHeaders ? 'the _headers headers, ' : ''}each page's policy and scripts, sw.js, the feed and the sitemap${contactEndpoint ? ', the contact endpoint' : ''}${analyticsEndpoint ? ', analytics.js and the provider' : ''}.`,
      );
    },
    (error: unknown) => fail(command, messageOf(error)),
  );
}
