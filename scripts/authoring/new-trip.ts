/**
 * Scaffolds a trip: content/trips/<slug>.md with every field a trip needs, filled with examples to
 * replace, marked as a draft.
 *
 *   npm run new-trip -- "Marrakech Long Weekend"
 *
 * Never overwrites an existing trip. TRIPS_DIR points it at another folder.
 */
import { collectionDirectory } from '@/lib/collection';
import { tripPath } from '@/lib/trip-routes';
import { trips } from '@/lib/trips';
import { readCommandLine } from '../lib/cli';
import { localIsoDate } from './post-template';
import { scaffoldEntry } from './scaffold';
import { tripTemplate } from './trip-template';

const command = 'new-trip';
const { positionals } = readCommandLine(command, { allowPositionals: true, options: {} });
const title = positionals.join(' ').trim();
const entry = scaffoldEntry(command, { title, directory: collectionDirectory(trips), noun: 'trip' });
const file = entry.write(tripTemplate({ title, today: localIsoDate() }));

console.log(`Created ${file}.
It is a draft: "npm run dev" shows it at ${tripPath(entry.slug)}, the published site does not.
Replace every example (destination, price, days, what is included), then delete the "draft: true" line to publish it.`);
