import type { ServiceContent } from './types';

/** The six services, in the order every page lists them. lib/services.ts gives each its anchors and address. */
export const serviceContent: readonly ServiceContent[] = [
  {
    title: 'Corporate Travel Management',
    anchorAliases: ['corporate-travel'],
    footerLabel: 'Corporate Travel',
    summary:
      'Business trips booked within policy, tracked and invoiced under one account, with a consultant who knows your team.',
    description:
      'We run travel for Lagos companies whose people need to be in Abuja, London, Johannesburg or Houston on time and within policy. One account manager books flights and hotels against your travel policy, keeps your negotiated airline and hotel rates in play, and sends finance one consolidated statement instead of a pile of card receipts. When a flight out of Murtala Muhammed is delayed or cancelled, we rebook your traveller before the queue at the airline desk has moved.',
    image: {
      src: 'https://images.unsplash.com/photo-1600880292203-757bb62b4baf',
      alt: 'A business team in discussion around a meeting-room table',
    },
    icon: 'briefcase',
    features: [
      'A dedicated account manager and a named backup',
      'Bookings checked against your travel policy and approval chain',
      'Negotiated corporate airfares and hotel rates',
      'Consolidated monthly invoicing in naira or US dollars',
      'Round-the-clock rebooking when flights are delayed or cancelled',
      'Spend and traveller reports for HR and finance',
    ],
  },
  {
    title: 'Leisure & Family Travel',
    footerLabel: 'Leisure & Family Travel',
    summary: 'Holidays planned around the people travelling: the right resort, the right flights and no surprises on arrival.',
    description:
      "From a long weekend in Zanzibar to a summer in Dubai, Orlando or the Algarve, we plan holidays around the people travelling: school calendars, children's ages, grandparents who need an aisle seat, a partner who just wants a quiet beach. We compare options honestly, book flights, hotels, transfers and tours together, and send a day-by-day itinerary the whole family can share.",
    image: {
      src: 'https://images.unsplash.com/photo-1552249352-02a0817a2d95',
      alt: 'A family walking together along a sunny beach',
    },
    icon: 'sun',
    features: [
      "Itineraries built around school holidays and children's ages",
      "Family rooms, connecting rooms and kids' clubs confirmed before you pay",
      'Airport transfers, tours and theme-park tickets in one booking',
      'Honeymoon, anniversary and milestone-birthday trips',
      'Instalment plans for holidays booked early',
      'A day-by-day itinerary you can share on WhatsApp',
    ],
  },
  {
    title: 'Visa Advisory Services',
    anchorAliases: ['visa-advisory'],
    footerLabel: 'Visa Advisory',
    summary: 'Plain advice and careful document checks for UK, Schengen, US, Canadian and other visa applications.',
    description:
      'A refused visa costs more than the fee: it follows you into every later application. Our visa desk tells you plainly which visa fits your trip, which documents the embassy expects from a Nigerian applicant, and how your bank statements, employment letter and travel history will read to a consular officer. We review every page before you submit, book your biometrics appointment and prepare you for the interview. We advise and prepare; the decision always rests with the embassy.',
    image: {
      src: 'https://images.unsplash.com/photo-1655722725332-9925c96dd627',
      alt: 'An open passport with pages of entry and visa stamps',
    },
    icon: 'document',
    features: [
      'Visa route assessment for the UK, Schengen area, US, Canada, UAE and more',
      'A document checklist written for your circumstances',
      'Line-by-line review of forms, bank statements and letters',
      'Biometrics and interview appointment booking',
      'Interview preparation for US and other interview-based visas',
      'Flight and hotel reservations to support your application',
    ],
    link: { label: 'Read our visa guides', path: '/visas/' },
  },
  {
    title: 'Group Travel Coordination',
    anchorAliases: ['group-coordination'],
    footerLabel: 'Group Coordination',
    summary: 'Conferences, retreats, pilgrimages, weddings and school trips, from ten travellers to several hundred.',
    description:
      'Moving forty delegates to a conference in Kigali or two hundred guests to a destination wedding in Accra is a project, not a booking. We block seats and rooms at group rates, collect names, passport details and payments from every traveller, handle the visa paperwork in one batch and put a coordinator on the ground so the group arrives, checks in and leaves together. The organiser gets one manifest of flights, rooms and payments, kept up to date as plans change.',
    image: {
      src: 'https://images.unsplash.com/photo-1539635278303-d4002c07eae3',
      alt: 'A group of friends with backpacks setting off on a trip together',
    },
    icon: 'group',
    features: [
      'Group airfares and room blocks negotiated in advance',
      'Traveller details, documents and payments collected for you',
      'Rooming lists and flight manifests kept up to date',
      'Visa support for the whole group, handled in one batch',
      'An on-site coordinator for arrivals, transfers and check-in',
      'Experience with conferences, retreats, pilgrimages and weddings',
    ],
  },
  {
    title: 'VIP & Executive Concierge',
    summary: 'Premium cabins, private charters, airport protocol and discreet arrangements for executives and public figures.',
    description:
      'For executives, public figures and anyone whose time and privacy matter most, we arrange first and business class travel, private jet charters from Lagos, airport protocol and fast-track services, chauffeured cars and five-star hotels with the room you asked for by name. Plans change at short notice, so a senior consultant is reachable around the clock and every detail is handled with discretion.',
    image: {
      src: 'https://images.unsplash.com/photo-1540962351504-03099e0a754b',
      alt: 'A private jet parked on the apron with its stairs lowered',
    },
    icon: 'star',
    features: [
      'First and business class bookings with preferred seats',
      'Private jet and helicopter charters',
      'Airport protocol, fast-track and lounge access in Lagos and abroad',
      'Chauffeured cars and secure transfers',
      'Luxury hotels, villas and restaurant reservations',
      'A senior consultant on call day and night',
    ],
  },
  {
    title: 'Travel Insurance & Support',
    summary: 'Insurance that meets embassy requirements, and a team to call when something goes wrong abroad.',
    description:
      'Schengen and many other visas require travel medical insurance, and every traveller needs someone to call when a bag goes missing or a flight is cancelled at midnight. We arrange cover from licensed insurers that meets embassy requirements, explain in plain language what the policy does and does not cover, and stay on hand during your trip to rebook, find a clinic or, once you are home, help you file a claim.',
    image: {
      src: 'https://images.unsplash.com/photo-1450101499163-c8848c66ca85',
      alt: 'Hands reviewing and signing printed documents at a desk',
    },
    icon: 'shield',
    features: [
      'Single-trip, annual multi-trip and student policies',
      'Cover that meets Schengen visa requirements',
      "A plain-language summary of what is and isn't covered",
      'Help with lost baggage, delays and missed connections',
      'Emergency assistance contacts for every destination',
      'Claims guidance when you return',
    ],
  },
];

/** Copy of the /services page around the cards. */
export const servicesPage = {
  title: 'Our Services',
  metaDescription:
    'Corporate travel management, leisure and family holidays, visa advisory, group travel, VIP concierge and travel insurance, planned end to end by Travel Orchard in Lagos.',
  subtitle:
    'Six ways we take the work out of travel, from a single business trip to a destination wedding for two hundred guests.',
  listLabel: 'Services',
  keyFeaturesHeading: 'Key Features',
  testimonial: {
    heading: 'What Our Clients Say',
    quote:
      "Travel Orchard handled our team's trip to a conference in Johannesburg: thirty-two people, four visa applications that needed extra care, and a flight cancellation the night before we left. By the time I woke up, everyone had been rebooked and the hotel knew we would arrive late. We have not booked company travel anywhere else since.",
    name: 'Adaeze Nwankwo',
    role: 'Operations Manager, logistics company, Lagos',
    /**
     * A sample quote written for the launch. Set to true only once a real client has given this
     * quote and agreed to its publication with their name; `npm run launch-check` reports it until then.
     */
    consented: false,
  },
  companyProfile: {
    heading: 'Company Profile',
    text: 'Our company profile sets out who we are, the services we offer, our corporate account terms and the airlines, hotels and partners we work with. It is the document procurement teams usually ask for before opening a corporate travel account.',
    buttonLabel: 'Download Company Profile (PDF)',
    /** The spec's demo behaviour: no file exists yet, so the button explains that instead of downloading. */
    demoAlert: 'Company profile download would start here. This is a demo implementation.',
    demoLog: 'Company profile download requested (demo: no file is fetched).',
  },
} as const;
