import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.resetModules();
});

async function load(host?: string) {
  vi.stubEnv('NEXT_PUBLIC_ANALYTICS_HOST', host ?? '');
  const window: Record<string, unknown> = {};
  vi.stubGlobal('window', window);
  return { window, ...(await import('./analytics-events')) };
}

describe('countEvent', () => {
  it('keeps nothing when the build does not count', async () => {
    const { window, countEvent, ANALYTICS_QUEUE } = await load();
    countEvent('404', { path: '/x/' });
    expect(window[ANALYTICS_QUEUE]).toBeUndefined();
  });

  it('queues events until analytics.js takes the queue over, then hands them to it', async () => {
    const { window, countEvent, ANALYTICS_QUEUE } = await load('https://plausible.io');
    countEvent('404', { path: '/x/' });
    countEvent('Company profile');
    expect(window[ANALYTICS_QUEUE]).toEqual([{ name: '404', props: { path: '/x/' } }, { name: 'Company profile' }]);
    const sent: unknown[] = [];
    window[ANALYTICS_QUEUE] = { push: (event: unknown) => sent.push(event) };
    countEvent('Search', { results: 'some' });
    expect(sent).toEqual([{ name: 'Search', props: { results: 'some' } }]);
  });
});
