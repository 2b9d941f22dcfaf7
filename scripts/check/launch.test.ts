import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { servicesPage } from '@/content/services';
import { site } from '@/content/site';
import { launchCheck, launchFacts, publishedSamples, shippedTrust, type LaunchContent } from './launch';

const strict = { reportOnly: false, allowPlaceholders: false };

/** The site as the agency would configure it: its own numbers, domain, profiles and a consented testimonial. */
const configured: LaunchContent = {
  site: {
    phone: '+234 803 555 0142',
    email: 'hello@travelorchard.ng',
    whatsapp: { number: '2348035550142' },
    socials: site.socials.map((social) => ({ ...social, href: `${social.href.replace(/\/+$/, '')}/travelorchard` })),
  },
  servicesPage: { testimonial: { consented: true } },
  samples: [],
};
const configuredEnv = {
  SITE_URL: 'https://www.travelorchard.ng',
  NEXT_PUBLIC_CONTACT_ENDPOINT: 'https://formspree.io/f/abcdwxyz',
};

/** The site as it ships: the content in this repository, no build variables. */
const shipped = launchFacts({ site, servicesPage, samples: publishedSamples(), trust: shippedTrust() }, {});

describe('launch check', () => {
  it('passes a configured site', () => {
    expect(launchCheck(launchFacts(configured, configuredEnv), strict)).toEqual({
      status: 0,
      out: ['Launch check: nothing left to replace. Ready to go live.'],
      err: [],
    });
  });

  it('fails on the placeholders the site ships with, naming each and where to change it', () => {
    const verdict = launchCheck(shipped, strict);
    expect(verdict.status).toBe(1);
    expect(verdict.out[0]).toMatch(/^Launch check: \d+ placeholders to replace before the site goes live:$/);
    for (const where of [
      'site.phone',
      'site.email',
      'site.whatsapp.number',
      'content/services.ts',
      'SITE_URL',
      'NEXT_PUBLIC_CONTACT_ENDPOINT',
      // The sample trips, visa guides and testimonials, each by its file, until the agency confirms them.
      'content/trips/zanzibar-beach-week.md',
      'content/trips/umrah-packages.md',
      'content/testimonials/zanzibar-ngozi.md',
      // The sample licence numbers, terms and rates, each named (lib/trust-readiness.ts).
      'NCAA travel agency licence number NCAA/ATL/0000 is a placeholder',
      'NANTA member number NANTA/0000 is a placeholder',
      'content/terms.ts',
      'content/exchange-rates.ts',
      'content/visas/united-kingdom.md',
      'content/visas/schengen.md',
    ]) {
      expect(verdict.out.join('\n')).toContain(where);
    }
    expect(verdict.err).toEqual([expect.stringMatching(/^Not ready to launch\./)]);
  });

  it('fails on a single placeholder left in an otherwise configured site', () => {
    const verdict = launchCheck(launchFacts(configured, { ...configuredEnv, SITE_URL: 'https://travelorchard.example' }), strict);
    expect(verdict.status).toBe(1);
    expect(verdict.out[0]).toBe('Launch check: 1 placeholder to replace before the site goes live:');
  });

  it('only reports with --report-only, and warns for a staging site with ALLOW_PLACEHOLDERS', () => {
    const report = launchCheck(shipped, { reportOnly: true, allowPlaceholders: false });
    expect(report).toMatchObject({ status: 0, err: [] });
    expect(report.out.at(-1)).toBe('(report only: not failing)');
    const staging = launchCheck(shipped, { reportOnly: false, allowPlaceholders: true });
    expect(staging).toMatchObject({ status: 0, err: [] });
    expect(staging.out.at(-1)).toMatch(/^ALLOW_PLACEHOLDERS=true: publishing anyway/);
  });

  it('as the deploy runs it (npm run launch-check), exits 1 on the content in this repository', () => {
    const env = { ...process.env };
    for (const name of ['SITE_URL', 'NEXT_PUBLIC_CONTACT_ENDPOINT', 'ALLOW_PLACEHOLDERS']) delete env[name];
    const result = spawnSync('node', ['--import', 'tsx', 'scripts/check/launch.ts'], { encoding: 'utf8', env });
    expect(result.stderr).toContain('Not ready to launch.');
    expect(result.status).toBe(1);
  }, 60_000);
});
