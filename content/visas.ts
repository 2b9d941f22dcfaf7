/**
 * The visa guides' copy and the currencies an embassy's fees are published in. The guides
 * themselves are markdown files in content/visas/ (docs/editors.md, "Adding a visa guide").
 */

/** The currencies a fee may be written in: each embassy publishes its own. */
export const FEE_CURRENCIES = ['NGN', 'USD', 'GBP', 'EUR', 'CAD', 'AED', 'ZAR'] as const;
export type FeeCurrency = (typeof FEE_CURRENCIES)[number];

/** How the agency writes each currency before an amount. */
export const feeCurrencySymbols: Record<FeeCurrency, string> = {
  NGN: '₦',
  USD: 'US$',
  GBP: '£',
  EUR: '€',
  CAD: 'CA$',
  AED: 'AED ',
  ZAR: 'R',
};

/** The cities a Nigerian applicant applies in. */
export const APPLY_CITIES = ['Lagos', 'Abuja'] as const;

export const visasCopy = {
  title: 'Visa guides',
  subtitle:
    'What our visa desk tells a Nigerian passport holder before they apply: which visa, where to apply in Lagos or Abuja, the wait, the fees and the documents.',
  description:
    'Visa guides for Nigerian passport holders by Travel Orchard’s visa desk in Lagos: the UK, Schengen, the US, Canada, the UAE and South Africa, with document checklists.',
  emptyMessage: 'No visa guides are published yet. Ask our visa desk about your destination.',
  /** On a card and at the top of a guide: `{date}` is the day it was checked. */
  checkedOn: 'Checked by our visa desk on {date}',
  /** After `checkAgainBy`: shown instead of the fees, on the card and the page. */
  rechecking: 'Being re-checked by our visa desk — ask us before you apply.',
  breadcrumbsLabel: 'Breadcrumbs',
  breadcrumbHome: 'Home',
  visaTypesTitle: 'Which visa',
  visaTypeValidity: 'Valid for',
  applyTitle: 'Where to apply',
  timesTitle: 'How long it takes',
  appointmentWait: 'Appointment wait',
  processingTime: 'Processing',
  feesTitle: 'Fees',
  /** Under the fees: `{checkedOn}` and `{validUntil}`. */
  feesNote: 'As published by the embassy on {checkedOn}; we show them until {validUntil}. Confirm the fee before you pay.',
  feesHidden: 'The fees are hidden until our visa desk has checked them again.',
  documentsTitle: 'Document checklist',
  /** A print button is not needed: the browser's own print uses the page's print stylesheet. */
  tripsTitle: 'Our trips to {country}',
  /** A trip page's link to its guide: `{country}`. */
  tripGuideLink: 'Visa guide for {country}',
  enquire: {
    title: 'Not sure which visa fits?',
    text: 'Tell us your travel dates and purpose: our visa desk replies with the documents your application needs.',
    contactLabel: 'Ask about this visa',
    whatsappLabel: 'Ask on WhatsApp',
    /** The first lines of the contact form's message; `{title}`. */
    enquiryLine: 'I would like help with "{title}".\nTravel dates: \nPurpose of the trip: ',
    /** Prefilled in WhatsApp; `{title}` is the guide's title. */
    whatsappMessage: 'Hello Travel Orchard, I have a question about your visa guide "{title}".',
  },
  /** The search result's label for a guide. */
  searchKind: 'Visa guide',
} as const;
