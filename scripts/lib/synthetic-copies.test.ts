import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { collectEntries, readEntryFiles, type AnyCollection } from '@/lib/collection';
import { trips } from '@/lib/trips';
import { visas } from '@/lib/visas';
import { writeSampleCopies } from './synthetic-copies';
import { writeSyntheticTrips } from './synthetic-trips';
import { tempExport } from '../test/temp-export';

describe('copies of a collection’s samples', () => {
  const directory = tempExport({}, 'synthetic-copies-');
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  const cases: [string, AnyCollection, (count: number) => void][] = [
    ['visa guides', visas, (count) => writeSampleCopies(visas, directory, count)],
    ['trips', trips, (count) => writeSyntheticTrips(directory, count)],
  ];
  it.each(cases)('are %s the build publishes, each titled apart', (_, collection, write) => {
    write(20);
    const entries = collectEntries(collection, readEntryFiles(directory), { includeDrafts: false, today: '2026-11-28' });
    expect(entries).toHaveLength(20);
    expect(new Set(entries.map((entry) => entry.title)).size).toBe(20);
  });
});
