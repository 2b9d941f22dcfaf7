/**
 * A small, dependency-free reader for the HTML our static export contains (React's output plus
 * sanitized markdown): enough to list tags with their attributes and the raw text of inline
 * scripts. Used by the post-build step, the budget check and the link check.
 */

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
// Comments, raw-text elements (whose content is not markup), or any other start tag.
const TOKEN = /<!--[\s\S]*?-->|<(script|style)\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/\1\s*>|<([a-zA-Z][\w:-]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

const NAMED_ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the character references React and rehype write into attribute values. */
export function decodeEntities(value) {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, ref) => {
    if (ref[0] === '#') {
      const code = ref[1].toLowerCase() === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isNaN(code) ? match : String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? match;
  });
}

/** Attribute names are lower-cased (HTML is case-insensitive: React writes `noModule`, `charSet`). */
export function parseAttributes(source) {
  const attributes = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    attributes[match[1].toLowerCase()] = decodeEntities(value);
  }
  return attributes;
}

/**
 * Every start tag in document order: `{ name, attributes, text, index }`, where `text` is the raw
 * content of a `<script>` or `<style>` (exactly the bytes a CSP hash covers) and `index` is the
 * tag's offset in the document.
 */
export function scanTags(html) {
  const tags = [];
  for (const match of html.matchAll(TOKEN)) {
    if (match[0].startsWith('<!--')) continue;
    if (match[1]) {
      tags.push({ name: match[1].toLowerCase(), attributes: parseAttributes(match[2]), text: match[3], index: match.index });
    } else {
      tags.push({ name: match[4].toLowerCase(), attributes: parseAttributes(match[5]), text: undefined, index: match.index });
    }
  }
  return tags;
}
