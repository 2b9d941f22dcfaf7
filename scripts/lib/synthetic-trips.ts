/**
 * Writes `count` valid trips into a folder, for the trips benchmark (`npm run bench:trips`): the
 * sample trips of content/trips/ as they are (a post names one), then copies of them, each renamed
 * and spread over the six services and twelve countries, so the list, each service's list and each
 * destination's list all grow with the count.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectionDirectory, readEntryFiles } from '@/lib/collection';
import { services } from '@/lib/services';
import { trips } from '@/lib/trips';

const COUNTRIES = 12;

export const syntheticTripSlug = (n: number) => `synthetic-trip-${String(n).padStart(4, '0')}`;

export function writeSyntheticTrips(directory: string, count: number): void {
  const samples = readEntryFiles(collectionDirectory(trips));
  if (samples.length === 0) throw new Error('synthetic-trips: content/trips/ has no trip to copy');
  mkdirSync(directory, { recursive: true });
  for (const sample of samples.slice(0, count)) writeFileSync(join(directory, sample.fileName), sample.source);
  for (let n = 1; n <= count - samples.length; n++) {
    const sample = samples[n % samples.length]!;
    const text = sample.source
      .replace(/^title: .*$/m, `title: "Synthetic trip ${n}"`)
      .replace(/^service: .*$/m, `service: ${services[n % services.length]!.id}`)
      .replace(/^ {2}country: .*$/m, `  country: "Country ${(n % COUNTRIES) + 1}"`);
    writeFileSync(join(directory, `${syntheticTripSlug(n)}.md`), text);
  }
}
