/**
 * Lists every placeholder that must be replaced before the site goes live, each with the place to
 * change it, and exits 1 while any remain.
 *
 *   npm run launch-check                    # fails while placeholders remain
 *   npm run launch-check -- --report-only   # prints them and exits 0 (npm test)
 *
 * ALLOW_PLACEHOLDERS=true turns the failure into a warning, for a staging site that is meant to
 * run with them (set it as a repository variable; never on the production site).
 */
import { servicesPage } from '../../content/services';
import { site } from '../../content/site';
import { findPlaceholders } from '../../lib/launch-readiness';
import { readCommandLine } from '../lib/cli';

const { values } = readCommandLine('launch-check', { options: { 'report-only': { type: 'boolean', default: false } } });
const override = process.env.ALLOW_PLACEHOLDERS === 'true';

const placeholders = findPlaceholders({
  phone: site.phone,
  email: site.email,
  whatsappNumber: site.whatsapp.number,
  socials: site.socials,
  testimonialConsented: servicesPage.testimonial.consented,
  siteUrl: process.env.SITE_URL || undefined,
  contactEndpoint: process.env.NEXT_PUBLIC_CONTACT_ENDPOINT || undefined,
  contactProvider: process.env.NEXT_PUBLIC_CONTACT_PROVIDER || undefined,
});

if (placeholders.length === 0) {
  console.log('Launch check: nothing left to replace. Ready to go live.');
  process.exit(0);
}

console.log(
  `Launch check: ${placeholders.length} placeholder${placeholders.length === 1 ? '' : 's'} to replace before the site goes live:`,
);
for (const { what, where } of placeholders) console.log(`  - ${what}\n      change: ${where}`);

if (values['report-only']) {
  console.log('(report only: not failing)');
} else if (override) {
  console.log('ALLOW_PLACEHOLDERS=true: publishing anyway (staging only).');
} else {
  console.error('Not ready to launch. Replace the placeholders above, or set ALLOW_PLACEHOLDERS=true for a staging site.');
  process.exit(1);
}
