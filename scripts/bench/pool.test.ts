import { describe, expect, it } from 'vitest';
import { pooledTables, type BenchResults } from './pool';

const run = (digest: string | undefined, lcpOverTwinMs: number[], indices = [3800, 3900]): BenchResults => ({
  ...(digest ? { exportDigest: digest } : {}),
  devtools: {
    paired: [{ page: '/blog/', lcpOverTwinMs, tbtOverBareMs: lcpOverTwinMs.map(() => 10) }],
    indices,
  },
});

describe('pooledTables', () => {
  it('reads the runs as one, their rounds in order, with the median interval of all of them', () => {
    const text = pooledTables([
      { file: 'a.json', results: run('abc', [160, 20, 270, 30, 170]) },
      { file: 'b.json', results: run('abc', [130, 130, 40, 190, 0], [3500, 4100]) },
    ]);
    expect(text).toContain('devtools: 2 runs, 10 rounds per page; CPU benchmark index 3850 (3500–4100).');
    // Sorted: 0 20 30 40 130 130 160 170 190 270; ten rounds take the second smallest and largest (98 %).
    expect(text).toContain(
      '| /blog/ | 0.13 [0.02, 0.19] not settled (0.16, 0.02, 0.27, 0.03, 0.17, 0.13, 0.13, 0.04, 0.19, 0.00; 6/10 over)',
    );
    expect(text).not.toContain('Warning');
  });

  it('refuses runs of different exports', () => {
    expect(() =>
      pooledTables([
        { file: 'a.json', results: run('abc', [10]) },
        { file: 'b.json', results: run('def', [10]) },
      ]),
    ).toThrow('these runs measured different exports: a.json (abc), b.json (def)');
  });

  it('pools a run without a digest with a warning naming it', () => {
    const text = pooledTables([
      { file: 'old.json', results: run(undefined, [10, 20, 30]) },
      { file: 'new.json', results: run('abc', [40, 50]) },
    ]);
    expect(text).toMatch(/^Warning: no export digest in old\.json/);
    expect(text).toContain('5 rounds per page');
  });

  it('fails when the runs share no throttling method', () => {
    expect(() =>
      pooledTables([
        { file: 'a.json', results: {} },
        { file: 'b.json', results: run('abc', [10]) },
      ]),
    ).toThrow('the runs share no throttling method');
  });
});
