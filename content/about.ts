import { site } from './site';
import type { FeatureItem, Photo, TextItem } from './types';

/** Copy of the About page (/about). */
export const aboutPage = {
  title: `About ${site.name}`,
  metaDescription:
    'Who we are: a Lagos travel agency in Maryland planning corporate, leisure, family, group and VIP travel. Our mission, vision, core values, brand pillars and story.',
  subtitle: "A Lagos travel agency built on one idea: every journey deserves the care we would give our own family's.",
  mission: {
    title: 'Our Mission',
    text: 'To plan and manage travel for businesses, families, groups and individuals with the care, knowledge and honesty that make every journey seamless, from the first enquiry to the flight home.',
  },
  vision: {
    title: 'Our Vision',
    text: 'To be the travel partner West Africans trust first: known in Lagos and beyond for journeys that run smoothly and experiences that stay with our clients for life.',
  },
  teamImage: {
    src: 'https://images.unsplash.com/photo-1522071820081-009f0129c71c',
    alt: 'Members of a team working together around a table with laptops and notes',
  } satisfies Photo,
  values: {
    title: 'Our Core Values',
    intro: 'What we hold ourselves to on every booking, large or small.',
    items: [
      {
        title: 'Excellence in Every Detail',
        text: 'We check connection times, visa dates and the name on every ticket twice, because small details decide whether a trip runs smoothly.',
        icon: 'star',
      },
      {
        title: 'Genuine Care for Every Client',
        text: 'We listen before we suggest, and we treat your budget, your time and your family as if they were our own.',
        icon: 'heart',
      },
      {
        title: 'Building Meaningful Connections',
        text: 'Between travellers and the places they visit, and between us and the clients who come back to us year after year.',
        icon: 'group',
      },
      {
        title: 'Integrity and Transparency',
        text: 'Clear prices, honest visa advice and no hidden fees. If something is not right for you, we say so.',
        icon: 'shield',
      },
      {
        title: 'Experiences That Move Hearts and Minds',
        text: 'We plan journeys that do more than get you there: they leave you with stories worth telling.',
        icon: 'compass',
      },
    ] satisfies readonly FeatureItem[],
  },
  pillars: {
    title: 'Our Brand Pillars',
    intro: 'Five commitments that shape how we plan every journey.',
    items: [
      {
        title: 'Personalized Service',
        text: 'Every itinerary starts from a conversation about you, not from a brochure.',
      },
      {
        title: 'Expert Knowledge',
        text: 'Consultants who know airline rules, visa requirements and destinations first-hand, and keep learning.',
      },
      {
        title: 'Global Network',
        text: 'Trusted airlines, hotels, ground handlers and guides across Africa, Europe, the Middle East and the Americas.',
      },
      {
        title: 'Quality Assurance',
        text: 'Every supplier vetted, every booking checked before it reaches you, and a follow-up call when you are back.',
      },
      {
        title: 'Innovation',
        text: 'Digital itineraries, WhatsApp updates and better tools that make planning faster without losing the personal touch.',
      },
    ] satisfies readonly TextItem[],
  },
  story: {
    title: 'Our Story',
    paragraphs: [
      `${site.name} began in Maryland, Lagos, with a simple observation: travellers here spent more time chasing bookings, visa appointments and refunds than looking forward to their trips. Our founders had spent years in airline ticketing and corporate travel, and they knew it could be done better.`,
      'We started with a handful of corporate accounts and the families of the people who worked there. Word spread the way it does in Lagos, by recommendation, and today we plan business travel, holidays, group trips and VIP journeys for clients across Nigeria and the diaspora.',
      'The name says what we believe: like an orchard, good travel is planted and tended with care. We still answer our own phones, we still check every booking twice, and we still measure ourselves by one thing: whether you would travel with us again.',
    ],
    image: {
      src: 'https://images.unsplash.com/photo-1618828665011-0abd973f7bb8',
      alt: 'The Lagos skyline seen across the water',
    } satisfies Photo,
  },
} as const;
