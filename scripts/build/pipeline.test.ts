import { describe, expect, it } from 'vitest';
import { runSteps, StepFailed, timingTable, type BuildStep } from './pipeline';

const target = { dir: '/tmp/out', basePath: '' };

/** A clock that moves one second for every reading, so the times are known. */
const ticking = () => {
  let ms = 0;
  return () => (ms += 1000);
};

describe('runSteps', () => {
  it('runs the steps in order on the target, printing each one with what it did and its time', async () => {
    const ran: string[] = [];
    const lines: string[] = [];
    const steps: BuildStep[] = [
      { name: 'first', run: (t) => void ran.push(`first ${t.dir}`) },
      { name: 'second', run: async () => (ran.push('second'), '3 pages written') },
    ];
    const timings = await runSteps(steps, target, { log: (line) => lines.push(line), now: ticking() });
    expect(ran).toEqual(['first /tmp/out', 'second']);
    expect(timings).toEqual([
      { name: 'first', seconds: 1 },
      { name: 'second', seconds: 1 },
    ]);
    expect(lines).toEqual(['\n[1/2] first', 'first: (1.0 s)', '\n[2/2] second', 'second: 3 pages written (1.0 s)']);
  });

  it('stops at the first step that fails, naming it and saying why; the later steps do not run', async () => {
    const ran: string[] = [];
    const steps: BuildStep[] = [
      { name: 'photos', run: () => void ran.push('photos') },
      {
        name: 'critical-css',
        run: async () => {
          throw new Error('about/index.html: no stylesheet linked from its head');
        },
      },
      { name: 'search-index', run: () => void ran.push('search-index') },
    ];
    const failure = runSteps(steps, target, { log: () => {}, now: ticking() });
    await expect(failure).rejects.toThrow(StepFailed);
    await expect(failure).rejects.toThrow(
      'stopped at step "critical-css" (after 1.0 s): about/index.html: no stylesheet linked from its head',
    );
    expect(ran).toEqual(['photos']);
  });
});

describe('timingTable', () => {
  it('lines up each step with its time, and the total', () => {
    expect(
      timingTable([
        { name: 'photos', seconds: 0.04 },
        { name: 'next build', seconds: 31.25 },
      ]),
    ).toBe(['  photos         0.0 s', '  next build    31.3 s', '  total         31.3 s'].join('\n'));
  });
});
