/**
 * Scaffolds an entry of any collection of lib/collections.ts: <folder>/<slug>.md with every field
 * it needs, filled with examples to replace, marked as a draft. The text comes from the
 * collection's template, scripts/authoring/<collection>-template.ts (its `template` export), found
 * by the collection's name, so a new collection brings its template and edits nothing here.
 *
 *   npm run new -- visas "Ghana visa"      (npm run new-visa -- "Ghana visa")
 *
 * Never overwrites an existing entry. <NAME>_DIR points it at another folder.
 */
import { collectionDirectory } from '@/lib/collection';
import { collections } from '@/lib/collections';
import { fail, isEntryPoint, readCommandLine } from '../lib/cli';
import { localIsoDate } from './dates';
import { scaffoldEntry } from './scaffold';

type Template = (entry: { title: string; today: string }) => string;

/** The collection's template, by its name: scripts/authoring/<name>-template.ts (every collection has one: templates.test.ts). */
export async function templateOf(name: string): Promise<Template> {
  return ((await import(`./${name}-template`)) as { template: Template }).template;
}

export async function newEntry(name: string, title: string): Promise<string> {
  const command = 'new';
  const known = Object.keys(collections);
  const entry = collections[name as keyof typeof collections];
  if (!entry) fail(command, `"${name}" is no collection; name one of: ${known.join(', ')}`);
  const { collection, entryPath } = entry;
  const template = await templateOf(collection.name);
  const scaffold = scaffoldEntry(command, { title, directory: collectionDirectory(collection), noun: collection.noun });
  const file = scaffold.write(template({ title, today: localIsoDate() }));
  return `Created ${file}.
It is a draft: ${entryPath ? `"npm run dev" shows it at ${entryPath(scaffold.slug)}; ` : ''}the published site does not show it.
Replace every example, then delete the "draft: true" line to publish it.`;
}

if (isEntryPoint(import.meta.url)) {
  const { positionals } = readCommandLine('new', { allowPositionals: true, options: {} });
  const [name = '', ...words] = positionals;
  newEntry(name, words.join(' ').trim()).then(console.log, (error: unknown) => fail('new', String(error)));
}
