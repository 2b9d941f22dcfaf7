import { site } from './site';
import type { InfoCard } from './types';

const reply = `within ${site.replyWithinHours} hours`;
const enquirySubject = 'Travel enquiry from the website';

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
    fallbackSubject: enquirySubject,
    messagePlaceholder: 'Tell us about your travel plans: destinations, dates, number of travellers or any special requirements.',
    submit: 'Send Message',
    sending: 'Sending...',
    success: {
      title: 'Message Sent!',
      text: `Thank you for contacting us. We'll get back to you ${reply}.`,
    },
    /**
     * Shown in the page when a real delivery fails (never in the simulation), with focus moved to
     * it. Worded for the visitor: what happened, that nothing is lost, and three ways on.
     */
    failure: {
      title: 'Your message has not been sent yet',
      reasons: {
        rejected: 'Our message service could not accept it just now.',
        network: 'Your device could not reach our message service. Please check your internet connection.',
        timeout: 'Our message service did not answer in time.',
      },
      kept: 'Everything you wrote is still in the form. Try again, or send the same message another way:',
      tryAgain: 'Try again',
      whatsapp: 'Send by WhatsApp',
      email: 'Send by e-mail',
      trimmed:
        'Your message is long, so WhatsApp and e-mail get a shortened version. Copy the rest from the form and paste it in.',
      /**
       * Shown instead of the above when the device is offline: the enquiry is kept on the device and
       * goes by itself, once, when the connection returns. Send now tries at once.
       */
      queued: {
        title: 'Your message will be sent as soon as your connection returns',
        text: 'Your device is offline just now. Everything you wrote is kept on this device, and the message goes by itself when the connection is back: please keep this page open. You can also send it now by WhatsApp, which sends it when you are back online, or by e-mail:',
        sendNow: 'Send now',
      },
      /** If even the code that shows the message above fails to load. */
      alert: `Your message has not been sent yet. It is still in the form: please try again, or call ${site.phone}.`,
    },
    /** The enquiry prefilled into WhatsApp and the e-mail when the form could not deliver it. */
    enquiry: {
      intro: `Hello ${site.name}, here is my enquiry from your website:`,
      labels: { name: 'Name', email: 'Email', phone: 'Phone' },
      tripLabels: {
        trip: 'Trip',
        departure: 'Departure',
        adults: 'Adults',
        children: 'Children',
        childrenAges: 'Children’s ages',
      },
      subject: enquirySubject,
      trimmedNote: '(Shortened to fit this link. The rest follows in my next message.)',
    },
    /**
     * The trip's fields, shown only when the form is opened for a trip (?trip=, from "Enquire about
     * this trip") or a restored draft was about one (components/contact/TripFields.tsx).
     */
    trip: {
      /** The fieldset's legend: `{title}` is the trip's. */
      legend: 'Your trip: {title}',
      termsLabel: 'Payment terms',
      departure: 'Departure',
      chooseDeparture: 'Choose a departure',
      flexible: 'Flexible / another date',
      adults: 'Adults',
      children: 'Children (under 18)',
      /** `{number}`: the child's place in the list. */
      childAge: 'Age of child {number}',
      /** Under the children's count. */
      childrenHint: 'We ask each child’s age: fares and rooms depend on it.',
    },
    /** Next to the submit button. */
    privacy: { text: 'We use your details only to answer your enquiry.', link: 'Privacy notice' },
    /** After the privacy note: the way to the booking terms (/terms/) before anyone pays a deposit. */
    terms: { before: 'Before you pay a deposit, read our', link: 'booking and cancellation terms' },
    /** Shown when the form was refilled from the draft this browser kept. */
    draftRestored: 'We kept the message you started earlier on this device.',
    /**
     * Shown instead when that draft is a message that was sent while offline and never went (the tab
     * was closed before the connection returned): it says plainly it was not sent.
     */
    unsentRestored:
      'Your earlier message was NOT sent: the connection dropped before it could go. It is back in the form below. Press Send Message to send it now.',
    /** Label of the spam trap, which people never see or reach. */
    honeypotLabel: 'Leave this field empty',
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
