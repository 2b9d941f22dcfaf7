import { describe, expect, it } from 'vitest';
import { breadcrumbsJsonLd } from './entry-metadata';
import { visaBreadcrumbs, visaJsonLd } from './visa-metadata';
import { getVisaGuideBySlug } from './visas';

const guide = getVisaGuideBySlug('south-africa')!;

describe('a visa guide’s structured data', () => {
  it('is an Article about the place, by the agency, modified on the day it was checked, with no price', () => {
    const data = visaJsonLd(guide);
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: guide.title,
      dateModified: guide.checkedOn,
      about: { '@type': 'Place', name: 'South Africa' },
      author: { '@type': 'TravelAgency' },
    });
    expect(JSON.stringify(data)).not.toMatch(/price|Offer/i);
  });

  it('has the breadcrumbs the page shows, as a BreadcrumbList', () => {
    const crumbs = visaBreadcrumbs(guide);
    expect(crumbs.map((crumb) => crumb.path)).toEqual(['/', '/visas/', '/visas/south-africa/']);
    expect(breadcrumbsJsonLd(crumbs)).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ position: 1 }, {}, {}] });
  });
});
