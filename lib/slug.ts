/**
 * The spec's anchor rule: lowercase, runs of non-alphanumeric characters become one hyphen,
 * no hyphen at either end. "Leisure & Family Travel" -> "leisure-family-travel".
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
