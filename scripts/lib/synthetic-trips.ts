/**
 * Writes `count` valid trips into a folder, for `npm run bench:scale -- trips`: the sample trips
 * of content/trips/ and renamed copies of them (synthetic-copies.ts), each copy spread over the six
 * services and twelve countries, so the list, each service's list and each destination's list all
 * grow with the count.
 */
import { services } from '@/lib/services';
import { trips } from '@/lib/trips';
import { writeSampleCopies } from './synthetic-copies';

const COUNTRIES = 12;

export function writeSyntheticTrips(directory: string, count: number): void {
  writeSampleCopies(trips, directory, count, (text, n) =>
    text
      .replace(/^service: .*$/m, `service: ${services[n % services.length]!.id}`)
      .replace(/^ {2}country: .*$/m, `  country: "Country ${(n % COUNTRIES) + 1}"`),
  );
}
