/**
 * Reads the `_headers` format that Netlify and Cloudflare Pages use, so the local server
 * applies exactly the headers production will send:
 *
 *   /path/*
 *     ! Header-Name          (Cloudflare: drop the header an earlier rule set)
 *     Header-Name: value
 */

/**
 * One path pattern, the headers it drops (`! Name`: Cloudflare Pages' detach; Netlify skips a line
 * without a colon and lets the later rule's value of a header replace the earlier one), and the
 * headers it sets, in file order.
 */
export type HeaderRule = { pattern: string; headers: [string, string][]; unset?: string[] };

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | null = null;
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      current = { pattern: raw.trim(), headers: [] };
      rules.push(current);
      continue;
    }
    if (current && raw.trim().startsWith('!')) {
      (current.unset ??= []).push(raw.trim().slice(1).trim());
      continue;
    }
    const colon = raw.indexOf(':');
    if (!current || colon === -1) {
      throw new Error(`_headers line ${index + 1}: expected "Name: value" under a path, got "${raw.trim()}"`);
    }
    current.headers.push([raw.slice(0, colon).trim(), raw.slice(colon + 1).trim()]);
  }
  return rules;
}

/** Netlify semantics: `*` matches any run of characters (including `/`); rules apply in file order. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const escaped = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`).test(pathname);
}

/**
 * Headers for a path, as Cloudflare Pages applies them: a later rule's header of the same name
 * joins the earlier one, unless the later rule drops it first (`! Name`).
 */
export function headersFor(rules: HeaderRule[], pathname: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const rule of rules) {
    if (!matchesPattern(rule.pattern, pathname)) continue;
    for (const name of rule.unset ?? []) result.delete(name.toLowerCase());
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      result.set(key, result.has(key) ? `${result.get(key)}, ${value}` : value);
    }
  }
  return result;
}
