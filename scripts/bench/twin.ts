/**
 * The no-JS twin of an exported page: the same HTML with every <script> (inline or not) and every
 * script preload removed, so it loads the same CSS, font and photos and nothing else. Its LCP is
 * the floor the page's design sets; LCP(page) - LCP(twin) is what our JavaScript adds.
 */
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const LINK = /<link\b[^>]*>/gi;

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** True for <link rel="preload" as="script"> and <link rel="modulepreload">. */
export function isScriptPreload(tag: string): boolean {
  const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
  return rel.includes('modulepreload') || (rel.includes('preload') && (attribute(tag, 'as') ?? '').toLowerCase() === 'script');
}

export function noJsTwin(html: string): string {
  return html.replace(SCRIPT, '').replace(LINK, (tag) => (isScriptPreload(tag) ? '' : tag));
}
