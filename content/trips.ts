/**
 * The trips' copy and the currencies they are priced in. Trips themselves are markdown files in
 * content/trips/ (docs/editors.md, "Adding a trip").
 */

/** The currencies a trip may be priced in; NGN when a trip does not say. */
export const CURRENCIES = ['NGN', 'USD', 'GBP', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** How the agency writes each currency before an amount: ₦1,850,000; US$2,400. */
export const currencySymbols: Record<Currency, string> = { NGN: '₦', USD: 'US$', GBP: '£', EUR: '€' };

export const tripsCopy = {
  title: 'Trips',
  subtitle: 'Packages we run from Lagos, priced in naira where we can, with flights, hotels and transfers arranged.',
  description:
    'Holiday, pilgrimage and family packages from Lagos by Travel Orchard: Zanzibar, Dubai, Cape Town, Umrah, Accra and London, with day-by-day itineraries and prices.',
  emptyMessage: 'No trips are open for booking right now. Tell us where you would like to go and we will plan it.',
  /** The filters above the list: static pages, no script. */
  filters: {
    label: 'Show trips',
    all: 'All trips',
    byService: 'By service',
    byDestination: 'By destination',
  },
  /** A filtered list's heading and title: `{name}` is the service or the country. */
  serviceTitle: 'Trips: {name}',
  serviceDescription: '{name} packages from Lagos by Travel Orchard, with itineraries and prices.',
  destinationTitle: 'Trips to {name}',
  destinationDescription: 'Travel Orchard packages from Lagos to {name}, with itineraries and prices.',
  /** A duration's two parts, joined by `durationJoin`; no nights says the days alone ("1 day", "2 days"). */
  durationDays: { one: '1 day', many: '{count} days' },
  durationNights: { one: '1 night', many: '{count} nights' },
  durationJoin: ', ',
  /** Before an amount on a card and on the page. */
  priceFrom: 'From',
  priceOnRequest: 'Price on request',
  /** Under the price: `{date}` is the last day it holds. */
  priceValidUntil: 'Price holds until {date}',
  priceOnRequestNote: 'Prices change with the season and the exchange rate; ask us for today’s.',
  facts: {
    label: 'Trip facts',
    destination: 'Destination',
    duration: 'Duration',
    service: 'Service',
    departures: 'Departures',
  },
  departuresOnRequest: 'On request',
  highlightsTitle: 'Highlights',
  itineraryTitle: 'Day by day',
  /** An itinerary day's label: `{day}` is its number. */
  itineraryDay: 'Day {day}:',
  includedTitle: 'Included',
  notIncludedTitle: 'Not included',
  postsTitle: 'Read more about this trip',
  /** Before a trip's search result. */
  searchKind: 'Trip',
  breadcrumbsLabel: 'Breadcrumbs',
  breadcrumbHome: 'Home',
  enquire: {
    title: 'Want this trip?',
    text: 'Send us your dates and who is travelling: a consultant replies with availability and a confirmed price.',
    contactLabel: 'Enquire about this trip',
    whatsappLabel: 'Ask on WhatsApp',
    /**
     * The first line of the contact form's message; `{title}`, `{duration}` and `{price}`. The
     * departure and the travellers have fields of their own beside it (lib/contact-trip.ts).
     */
    enquiryLine: 'I would like to book "{title}" ({duration}, {price}).',
    /** `{amount}` and `{basis}`, or the price-on-request copy. */
    enquiryPrice: 'from {amount} {basis}',
    /**
     * Prefilled in WhatsApp: `{title}` is the trip's title and `{departure}` one of the two lines
     * below; then the travellers, for the visitor to answer on the lines the text leaves them.
     */
    whatsappMessage:
      'Hello Travel Orchard, I would like to book your trip "{title}".\n{departure}\nAdults: \nChildren (and their ages): ',
    /** `{dates}`: the open departures, written out. */
    whatsappDepartures: 'Departure ({dates}, or another date): ',
    whatsappNoDepartures: 'Preferred travel dates: ',
  },
  /** The link from a service's card on /services/ to its trips. */
  serviceTripsLink: 'See our {name} trips ({count})',
  featured: {
    title: 'Featured Trips',
    subtitle: 'Packages departing soon from Lagos, priced and ready to book.',
    /** How many trips the home page shows. */
    count: 3,
    allLink: 'See all trips',
  },
} as const;
