/**
 * Lists every placeholder that must be replaced before the site goes live, each with the place to
 * change it, and exits 1 while any remain. The deploy pipelines run it strict before building
 * (.github/workflows/deploy.yml, netlify.toml); `npm test` runs the report only, as information.
 *
 *   npm run launch-check                    # fails while placeholders remain
 *   npm run launch-check -- --report-only   # prints them and exits 0
 *
 * ALLOW_PLACEHOLDERS=true turns the failure into a warning, for a staging site that is meant to
 * run with them (set it as a repository variable; never on the production site).
 */
import { credentials } from '../../content/credentials';
import { exchangeRates } from '../../content/exchange-rates';
import { servicesPage } from '../../content/services';
import { termsPage } from '../../content/terms';
import { site } from '../../content/site';
import { publishedEntries } from '../../lib/collection';
import { findPlaceholders, type LaunchFacts } from '../../lib/launch-readiness';
import { collectionList } from '../../lib/collections';
import type { TrustFacts } from '../../lib/trust-readiness';
import { isEntryPoint, readCommandLine } from '../lib/cli';

/** The content the check reads: the same objects the pages render (`site`, `servicesPage`, the collections' samples). */
export type LaunchContent = {
  site: Pick<LaunchFacts, 'phone' | 'email' | 'socials'> & { whatsapp: { number: string } };
  servicesPage: { testimonial: { consented: boolean } };
  samples: LaunchFacts['samples'];
  /** What a buyer trusts with a deposit (shippedTrust below); left out, not judged. */
  trust?: TrustFacts;
};

/** The licence numbers, terms and rates in this repository, as the pages show them. */
export function shippedTrust(): TrustFacts {
  return {
    credentials,
    termsSample: termsPage.sample,
    ratesSample: exchangeRates.sample,
  };
}

/** The entries of every collection (lib/collections.ts) a build would publish still marked `sample: true`, each by its file. */
export function publishedSamples(): LaunchFacts['samples'] {
  return collectionList.flatMap(({ collection }) =>
    publishedEntries(collection)
      .filter((entry) => entry.sample === true)
      .map((entry) => ({ noun: collection.noun, title: entry.title, file: `${collection.folder}/${entry.slug}.md` })),
  );
}

type LaunchOptions = {
  /** Print the placeholders and pass all the same (--report-only). */
  reportOnly: boolean;
  /** ALLOW_PLACEHOLDERS=true: publish anyway, with a warning (staging only). */
  allowPlaceholders: boolean;
};

/** What the check found and says, and the exit status the command ends with. */
export type LaunchVerdict = { status: 0 | 1; out: string[]; err: string[] };

/** The facts to judge: the content, and the build variables the deploy sets. */
export function launchFacts(content: LaunchContent, env: Record<string, string | undefined>): LaunchFacts {
  return {
    phone: content.site.phone,
    email: content.site.email,
    whatsappNumber: content.site.whatsapp.number,
    socials: content.site.socials,
    testimonialConsented: content.servicesPage.testimonial.consented,
    siteUrl: env.SITE_URL || undefined,
    contactEndpoint: env.NEXT_PUBLIC_CONTACT_ENDPOINT || undefined,
    samples: content.samples,
    ...(content.trust ? { trust: content.trust } : {}),
  };
}

export function launchCheck(facts: LaunchFacts, { reportOnly, allowPlaceholders }: LaunchOptions): LaunchVerdict {
  const placeholders = findPlaceholders(facts);
  if (placeholders.length === 0) {
    return { status: 0, out: ['Launch check: nothing left to replace. Ready to go live.'], err: [] };
  }
  const out = [
    `Launch check: ${placeholders.length} placeholder${placeholders.length === 1 ? '' : 's'} to replace before the site goes live:`,
    ...placeholders.map(({ what, where }) => `  - ${what}\n      change: ${where}`),
  ];
  if (reportOnly) return { status: 0, out: [...out, '(report only: not failing)'], err: [] };
  if (allowPlaceholders)
    return { status: 0, out: [...out, 'ALLOW_PLACEHOLDERS=true: publishing anyway (staging only).'], err: [] };
  return {
    status: 1,
    out,
    err: ['Not ready to launch. Replace the placeholders above, or set ALLOW_PLACEHOLDERS=true for a staging site.'],
  };
}

if (isEntryPoint(import.meta.url)) {
  const { values } = readCommandLine('launch-check', { options: { 'report-only': { type: 'boolean', default: false } } });
  const verdict = launchCheck(
    launchFacts({ site, servicesPage, samples: publishedSamples(), trust: shippedTrust() }, process.env),
    {
      reportOnly: values['report-only'],
      allowPlaceholders: process.env.ALLOW_PLACEHOLDERS === 'true',
    },
  );
  for (const line of verdict.out) console.log(line);
  for (const line of verdict.err) console.error(line);
  process.exit(verdict.status);
}
