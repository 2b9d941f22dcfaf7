/**
 * Builds the bare Next.js reference export the startup-JS check compares with (scripts/lib/bare-next-export.ts),
 * when it is not cached yet: `npm test` runs this beside the site's build, so the check finds it ready.
 *
 *   npx tsx scripts/test/bare-next-export.ts
 */
import { bareNextExport } from '../lib/bare-next-export';

console.log(`Bare Next.js reference export: ${bareNextExport()}`);
