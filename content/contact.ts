import { site } from './site';
import type { InfoCard } from './types';

const reply = `within ${site.replyWithinHours} hours`;

/** Copy of the Contact page (/contact). Every fact comes from content/site.ts. */
export const contactPage = {
  title: 'Contact Us',
  metaDescription: `Call, email or message ${site.name} in Maryland, Lagos. Tell us about your trip and a travel consultant will reply ${reply}.`,
  subtitle: `Tell us about the trip you have in mind. We reply to every message ${reply}.`,
  form: {
    title: 'Send us a Message',
    intro: `Share a few details and a consultant will get back to you ${reply}.`,
    labels: { name: 'Name', email: 'Email', phone: 'Phone', message: 'Message' },
    optionalHint: '(optional)',
    requiredNote: 'Required fields',
    /** Subject of the e-mail the form becomes when JavaScript is off. */
    fallbackSubject: 'Travel enquiry from the website',
    messagePlaceholder:
      'Tell us about your travel plans: destinations, dates, number of travellers or any special requirements.',
    submit: 'Send Message',
    sending: 'Sending...',
    success: {
      title: 'Message Sent!',
      text: `Thank you for contacting us. We'll get back to you ${reply}.`,
    },
    failure: {
      title: 'Message not sent',
      text: `Something went wrong on our side. Your message is still in the form: please try again, or call ${site.phone}.`,
    },
  },
  info: {
    title: 'Get in Touch',
    intro: 'Prefer to talk? Reach us directly, or visit the office by appointment.',
    cards: [
      {
        title: 'Phone',
        value: site.phone,
        link: 'tel',
        description: 'Speak to a travel consultant during business hours.',
        icon: 'phone',
      },
      {
        title: 'Email',
        value: site.email,
        link: 'mailto',
        description: `We reply to every email ${reply}.`,
        icon: 'mail',
      },
      {
        title: 'Office',
        value: site.address.display,
        description: 'Visits by appointment, so a consultant is free to sit down with you.',
        icon: 'mapPin',
      },
      {
        title: 'Business Hours',
        value: site.hours.display,
        description: 'Closed on weekends and public holidays. Clients already travelling can reach us around the clock.',
        icon: 'clock',
      },
    ] satisfies readonly InfoCard[],
  },
  map: {
    title: 'Find Us',
    text: `Our office is in ${site.address.display}, easy to reach from Ikeja, Yaba and the Island.`,
    frameTitle: `Map showing the ${site.name} office in ${site.address.display}`,
    openLabel: 'Open in Google Maps',
  },
  banner: {
    title: 'Ready to Start Your Journey?',
    text: 'Call or email us and a consultant will help you plan every step, from the first idea to the flight home.',
    /** Buttons that call site.phone and e-mail site.email. */
    callLabel: 'Call Us Now',
    emailLabel: 'Send Email',
  },
} as const;
