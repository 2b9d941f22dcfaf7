/**
 * What `npm run new-post` and `npm run new` share: the file name from the title, a refusal to
 * overwrite an entry with that name, and the write. Each command brings its collection's folder and
 * the text of a draft that passes its schema.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { displayPath } from '@/lib/collection';
import { ENTRY_EXTENSIONS } from '@/lib/content-entry';
import { slugify } from '@/lib/slug';
import { fail } from '../lib/cli';

/**
 * An entry's slug from its title, by the site's slug rule (lib/slug.ts), after folding accents
 * so "Café culture in Zürich" becomes "cafe-culture-in-zurich" rather than losing letters.
 */
export function entrySlug(title: string): string {
  return slugify(title.normalize('NFKD').replace(/\p{M}+/gu, ''));
}

/** Writes `<directory>/<slug>.md` with `text(slug)`; stops the command, saying why, when the title makes no name or the file exists. */
export function scaffoldEntry(command: string, { title, directory, noun }: { title: string; directory: string; noun: string }) {
  if (!title) fail(command, `give the ${noun} a title: npm run ${command} -- "A Weekend in Accra"`);
  const slug = entrySlug(title);
  if (!slug) fail(command, `"${title}" has no letters or digits to make a file name from`);
  const existing = ENTRY_EXTENSIONS.map((extension) => join(directory, `${slug}${extension}`)).find((path) => existsSync(path));
  if (existing) fail(command, `${displayPath(existing)} already exists; choose another title or edit that ${noun}`);
  const file = join(directory, `${slug}.md`);
  return {
    slug,
    write(text: string): string {
      mkdirSync(directory, { recursive: true });
      writeFileSync(file, text, { flag: 'wx' });
      return displayPath(file);
    },
  };
}
