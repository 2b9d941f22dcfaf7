/**
 * The no-JS twin of an exported page: the same HTML with every <script> (inline or not) and every
 * script preload removed, so it loads the same CSS, font and photos and nothing else. Its LCP is
 * the floor the page's design sets; LCP(page) - LCP(twin) is what our JavaScript adds.
 */
import { isScriptPreload, parseAttributes } from '../lib/html';

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const LINK = /<link\b[^>]*>/gi;

export function noJsTwin(html: string): string {
  return html
    .replace(SCRIPT, '')
    .replace(LINK, (tag) => (isScriptPreload(parseAttributes(tag.slice('<link'.length, -1))) ? '' : tag));
}
