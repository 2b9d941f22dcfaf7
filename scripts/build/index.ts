/**
 * `npm run build`: the site's build, one named step after another (scripts/build/pipeline.ts runs
 * them, prints each one's time and stops at the first that fails, naming it).
 *
 *   npx tsx scripts/build/index.ts      (EXPORT_DIR, BASE_PATH, POSTS_DIR, PHOTOS_DIR as for each step)
 *
 * Each step is a function of its own module, which also runs as a command on its own (`npx tsx
 * scripts/build/search-index.ts`). A module is loaded when its step starts, so a step adds one line
 * here: its name and `(target) => import('./module').then((m) => m.someStep(target))`, where
 * `someStep(target: BuildTarget)` does the work and resolves to a line saying what it did.
 */
import { fail, isEntryPoint } from '../lib/cli';
import { exportTarget } from '../lib/export-files';
import { runSteps, StepFailed, timingTable, type BuildStep } from './pipeline';

export const buildSteps: readonly BuildStep[] = [
  { name: 'photos', run: () => import('./photos').then((m) => m.preparePhotosStep()) },
  { name: 'next build', run: () => import('./next-build').then((m) => m.nextBuildStep()) },
  { name: 'cms', run: (target) => import('./cms').then((m) => m.cmsStep(target)) },
  { name: 'photos --publish', run: (target) => import('./photos').then((m) => m.publishPhotosStep(target)) },
  { name: 'postbuild', run: (target) => import('./postbuild').then((m) => m.postbuildStep(target)) },
  { name: 'critical-css', run: (target) => import('./critical-css').then((m) => m.criticalCssStep(target)) },
  { name: 'search-index', run: (target) => import('./search-index').then((m) => m.searchIndexStep(target)) },
  { name: 'analytics', run: (target) => import('./analytics').then((m) => m.analyticsStep(target)) },
  { name: 'service-worker', run: (target) => import('./service-worker').then((m) => m.serviceWorkerStep(target)) },
];

if (isEntryPoint(import.meta.url)) {
  runSteps(buildSteps, exportTarget()).then(
    (timings) => console.log(`\nbuild: done\n${timingTable(timings)}`),
    (error: unknown) => fail('build', error instanceof StepFailed ? error.message : String(error)),
  );
}
