/**
 * Writes `count` valid entries of a collection into a folder from its own sample entries, for
 * `npm run bench:scale` (scripts/bench/scale.ts): the samples as they are (another collection may
 * name one), then copies of them, each retitled "Synthetic <noun> n" and saved as
 * synthetic-<noun>-NNNN.md. `edit` changes each copy further (the trips spread theirs over services
 * and countries: synthetic-trips.ts). What a collection with no generator of its own is benched with.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectionDirectory, readEntryFiles, type AnyCollection } from '@/lib/collection';

export function writeSampleCopies(
  collection: AnyCollection,
  directory: string,
  count: number,
  edit: (text: string, n: number) => string = (text) => text,
): void {
  const samples = readEntryFiles(collectionDirectory(collection));
  if (samples.length === 0)
    throw new Error(`synthetic ${collection.name}: ${collection.folder}/ has no ${collection.noun} to copy`);
  mkdirSync(directory, { recursive: true });
  for (const sample of samples.slice(0, count)) writeFileSync(join(directory, sample.fileName), sample.source);
  const noun = collection.noun.replaceAll(' ', '-');
  for (let n = 1; n <= count - samples.length; n++) {
    const sample = samples[n % samples.length]!;
    const text = sample.source.replace(/^title: .*$/m, `title: "Synthetic ${collection.noun} ${n}"`);
    writeFileSync(join(directory, `synthetic-${noun}-${String(n).padStart(4, '0')}.md`), edit(text, n));
  }
}
