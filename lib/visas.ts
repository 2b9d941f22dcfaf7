import { feeCurrencySymbols, type FeeCurrency } from '@/content/visas';
import { defineCollection, getCollection, getEntry } from './collection';
import { visaSchema, type VisaFrontmatter } from './visa-schema';

/** A fee as the page writes it: "£127", "US$185". */
export type VisaFee = { item: string; price: string };

/**
 * A visa guide as the site shows it: what its file says, plus what the build works out on its day.
 * After `checkAgainBy` the guide is being re-checked: it stays published (a visitor may have it
 * bookmarked) but says so, and shows no fees; after `feesValidUntil` it shows no fees either.
 */
export type VisaGuide = VisaFrontmatter & {
  slug: string;
  markdown: string;
  rechecking: boolean;
  /** The fees while they hold and the guide is current; null otherwise. */
  currentFees: VisaFee[] | null;
};

export function formatFee({ amount, currency }: { amount: number; currency: FeeCurrency }): string {
  return `${feeCurrencySymbols[currency]}${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** The visa guides: content/visas/*.md, at /visas/<country>/. */
export const visas = defineCollection({
  name: 'visas',
  noun: 'visa guide',
  folder: 'content/visas',
  schema: visaSchema,
  entry: (data, { slug, markdown, today }): VisaGuide => {
    const rechecking = data.checkAgainBy < today;
    const feesHold = !rechecking && data.feesValidUntil >= today;
    return {
      ...data,
      slug,
      markdown,
      rechecking,
      currentFees: feesHold ? data.fees.map((fee) => ({ item: fee.item, price: formatFee(fee) })) : null,
    };
  },
  compare: (a, b) => a.country.localeCompare(b.country),
});

export function getAllVisaGuides(): VisaGuide[] {
  return getCollection(visas);
}

export function getVisaGuideBySlug(slug: string): VisaGuide | null {
  return getEntry(visas, slug);
}
