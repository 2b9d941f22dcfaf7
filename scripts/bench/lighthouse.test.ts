import { describe, expect, it } from 'vitest';
import { throttlingOf } from './lighthouse';

describe('throttlingOf', () => {
  const throttling = {
    rttMs: 150,
    throughputKbps: 1638.4,
    requestLatencyMs: 562.5,
    downloadThroughputKbps: 1474.5600000000002,
    uploadThroughputKbps: 675,
    cpuSlowdownMultiplier: 4,
  };
  it('names the figures each method applies, rounded', () => {
    expect(throttlingOf({ configSettings: { throttlingMethod: 'devtools', throttling } })).toBe(
      'devtools (requestLatencyMs 562.5, downloadThroughputKbps 1474.56, uploadThroughputKbps 675, cpuSlowdownMultiplier 4)',
    );
    expect(throttlingOf({ configSettings: { throttlingMethod: 'simulate', throttling } })).toBe(
      'simulate (rttMs 150, throughputKbps 1638.4, cpuSlowdownMultiplier 4)',
    );
  });
});
