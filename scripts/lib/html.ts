/**
 * A small, dependency-free reader for the HTML our static export contains (React's output plus
 * sanitized markdown): enough to list tags with their attributes and the raw text of inline
 * scripts. Used by the post-build step, the budget check and the link check.
 */

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
// Comments, raw-text elements (whose content is not markup), or any other start tag.
const TOKEN =
  /<!--[\s\S]*?-->|<(script|style)\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/\1\s*>|<([a-zA-Z][\w:-]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

/**
 * A start tag: `text` is the raw content of a `<script>` or `<style>`, `index` the tag's offset in
 * the document, `end` the offset just past it (past the end tag of a `<script>` or `<style>`).
 */
export type Tag = { name: string; attributes: Record<string, string>; text: string | undefined; index: number; end: number };

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the character references React and rehype write into attribute values. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1]?.toLowerCase() === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isNaN(code) ? match : String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? match;
  });
}

/** Attribute names are lower-cased (HTML is case-insensitive: React writes `noModule`, `charSet`). */
export function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name = '', doubleQuoted, singleQuoted, unquoted] of source.matchAll(ATTRIBUTE)) {
    attributes[name.toLowerCase()] = decodeEntities(doubleQuoted ?? singleQuoted ?? unquoted ?? '');
  }
  return attributes;
}

/**
 * Every start tag in document order; a script's `text` is exactly the bytes a CSP hash covers.
 */
export function scanTags(html: string): Tag[] {
  const tags: Tag[] = [];
  for (const match of html.matchAll(TOKEN)) {
    if (match[0].startsWith('<!--')) continue;
    const [, rawName, rawAttributes, text, name = '', attributes = ''] = match;
    const at = { index: match.index, end: match.index + match[0].length };
    if (rawName) {
      tags.push({ name: rawName.toLowerCase(), attributes: parseAttributes(rawAttributes ?? ''), text, ...at });
    } else {
      tags.push({ name: name.toLowerCase(), attributes: parseAttributes(attributes), text: undefined, ...at });
    }
  }
  return tags;
}

/** True for the attributes of a `<link rel="preload" as="script">` or `<link rel="modulepreload">`. */
export function isScriptPreload(attributes: Record<string, string>): boolean {
  const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
  return rel.includes('modulepreload') || (rel.includes('preload') && (attributes.as ?? '').toLowerCase() === 'script');
}
