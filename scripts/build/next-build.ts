/**
 * The build's `next build` step: Next's own command line, run through its package (scripts/lib/next-cli.ts).
 * It writes .next/ and, since next.config.mjs says `output: 'export'`, the static export the later steps rework.
 */
import { runNext } from '../lib/next-cli';

export async function nextBuildStep(): Promise<void> {
  await runNext(['build']);
}
