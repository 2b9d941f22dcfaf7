import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { collectEntries, readEntryFiles, type AnyCollection } from '@/lib/collection';
import { trips } from '@/lib/trips';
import { visas } from '@/lib/visas';
import { writeSampleCopies } from './synthetic-copies';
import { writeSyntheticTrips } from './synthetic-trips';

describe('copies of a collection’s samples', () => {
  const directory = mkdtempSync(join(tmpdir(), 'synthetic-copies-'));
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
