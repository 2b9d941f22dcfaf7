import { analyticsTuning } from './analytics';
import { clientTuning } from './client-tuning';
import { allowedImageOrigins } from './image-origins';
import { site } from './site';
import type { PolicySectionText } from './types';

const { draftMaxAgeDays, minFillMs } = clientTuning.contact;
const minFillSeconds = minFillMs / 1000;

/**
 * The privacy notice (/privacy/): what the contact form collects and why, where it goes, how long
 * it is kept, the draft the browser keeps, the third parties a visit touches and the visitor's
 * rights under Nigeria's Data Protection Act 2023 and the GDPR. Facts come from content/site.ts;
 * where the form sends is decided at build time (see the page).
 */
export const privacyPage = {
  path: '/privacy/',
  title: 'Privacy Notice',
  metaDescription: `How ${site.name} handles what you send through the contact form, what stays on your device, and your rights under the Nigeria Data Protection Act 2023 and the GDPR.`,
  subtitle: 'What we collect when you contact us, why, where it goes and how to ask us about it.',
  /** Shown under the heading; change it whenever the notice changes. */
  updated: { label: 'Last updated', date: '2026-11-23', display: '23 November 2026' },
  footerLabel: 'Privacy notice',
  intro: [
    `${site.name} is a travel agency in ${site.address.display}. We are responsible ("the data controller") for the personal data you give us through this website. This notice explains what that is and what we do with it, in plain words.`,
    'In short: the only personal data this website asks for is what you type into the contact form, we use it only to answer you, and the site sets no cookies and runs no analytics or advertising trackers.',
  ],
  sections: [
    {
      id: 'what-we-collect',
      heading: 'What the contact form collects, and why',
      paragraphs: ['When you send the form we receive the four things you typed:'],
      after: [
        'We use them only to answer your enquiry: to reply, to ask what we need to know about your trip and to prepare a quote. We do this because you asked us to (steps taken at your request before any booking) and with your consent, which you can withdraw at any time. We never sell your details, never add you to a mailing list without asking, and never use them for automated decisions about you.',
        'Please do not put passport numbers, card details or health information in the form. If we need them for a booking, a consultant will tell you how to send them safely.',
        `If the form is sent less than ${minFillSeconds} seconds after you first typed into it, as happens with autofill and a pasted message, it also carries a note that it was sent fast ("fastSubmission"). It tells our message service that the enquiry might be automated spam, so that it can be checked; it is a yes-or-no mark, and your message is delivered all the same.`,
      ],
      list: [
        'your name, so we know whom we are writing to;',
        'your e-mail address, to reply;',
        'your phone number, only if you choose to give it, so a consultant can call you;',
        'your message: the trip you have in mind.',
      ],
    },
    {
      id: 'where-it-goes',
      heading: 'Where your message goes',
      paragraphs: [
        'Our travel consultants in Lagos read your message and reply by e-mail or phone. If you become a client, your enquiry joins your booking file.',
      ],
    },
    {
      id: 'how-long',
      heading: 'How long we keep it',
      paragraphs: [
        'An enquiry that does not lead to a booking is deleted 12 months after our last exchange with you. If you book with us, your enquiry is kept with your booking records for as long as Nigerian tax and accounting law requires (six years), then deleted.',
        'You can ask us to delete your enquiry sooner at any time (see "Your rights" below).',
      ],
    },
    {
      id: 'draft-on-your-device',
      heading: 'The draft kept on your device',
      paragraphs: [
        `While you type, the form keeps a copy of what you have written in your own browser (its "local storage"), so a reload, a closed tab or a flat battery does not lose your words. This copy stays on your device: it is not sent to us or to anyone else until you press Send Message. It is deleted as soon as your message is delivered, when you empty the form, and when it is more than ${draftMaxAgeDays} days old.`,
        "On a shared computer, empty the form before you leave, or clear this site's data in your browser settings.",
      ],
    },
    {
      id: 'third-parties',
      heading: 'Other companies a visit involves',
      paragraphs: [
        "Loading a page of this site also asks these services for content. Like any website, they see your device's IP address and browser details when they send it, and each handles them under its own privacy policy:",
      ],
      after: [
        'We use no cookies, analytics, advertising or social media trackers. The WhatsApp button and the links to our social media profiles only contact those companies if you choose to follow them.',
      ],
      list: [
        `Unsplash (${allowedImageOrigins.map((origin) => new URL(origin).host).join(', ')}), the image service that sends the photographs on our pages.`,
        'OpenStreetMap (openstreetmap.org), which draws the map of our office on the Contact page. It loads only when you scroll near the map.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      paragraphs: ['Under the Nigeria Data Protection Act 2023 you have the right to:'],
      after: [
        'If you are in the European Union, the European Economic Area or the United Kingdom, the General Data Protection Regulation (GDPR) gives you the same rights, and you may complain to the data protection authority where you live or work.',
        'Exercising these rights is free. We answer within 30 days, usually much sooner, and may ask you to confirm who you are before we share or change anything.',
      ],
      list: [
        'be told what personal data we hold about you and get a copy of it;',
        'have it corrected if it is wrong or incomplete;',
        'have it deleted, and to ask us to stop or limit using it;',
        'object to how we use it, and withdraw your consent at any time;',
        'receive it in a common electronic format to take elsewhere;',
        'complain to the Nigeria Data Protection Commission (NDPC) if you think we have not handled it properly.',
      ],
    },
  ] satisfies readonly PolicySectionText[],
  /**
   * When the build counts visits (NEXT_PUBLIC_ANALYTICS_HOST, docs/decisions/0090): these replace
   * the two sentences that say the site runs no analytics, and `section` follows "Other companies a
   * visit involves". The lawful basis (legitimate interest under the NDPA 2023) is the agency's to
   * confirm with its data protection adviser before it turns counting on (docs/deploy.md).
   */
  analytics: {
    intro:
      'In short: the only personal data this website asks for is what you type into the contact form, we use it only to answer you, and the site sets no cookies. We count visits without cookies and without knowing who you are (see "Counting visits").',
    noTrackers:
      'We use no cookies, advertising or social media trackers, and our visit counting (below) knows no one. The WhatsApp button and the links to our social media profiles only contact those companies if you choose to follow them.',
    section: {
      id: 'counting-visits',
      heading: 'Counting visits',
      paragraphs: [
        'To learn which pages help people plan a trip, and whether the site loads quickly on their phones, we count visits with Plausible Analytics, a service made to count without cookies and without identifying anyone.',
        'What is counted:',
      ],
      list: [
        'each page viewed: its address, without anything typed into it (a search, for example), the website or campaign that sent you, and your country, device type, browser and operating system;',
        'a few actions: an enquiry delivered (never what it says), a tap on WhatsApp, our phone number, our e-mail address or "Enquire about this trip", a search made (never its words), the company profile button, a page not found;',
        'how quickly the page you arrived on loaded and answered your taps, rounded.',
      ],
      after: [
        "Your name, e-mail address, phone number and message are never sent to it. To tell visits apart without cookies, Plausible combines your IP address and browser with a random value that changes every day and keeps only the result: the IP address is never stored, and no one can recognise you from one day to the next. Nothing is stored on your device, except that counts made while your connection is down wait in this site's storage in your browser for up to " +
          `${analyticsTuning.queue.maxAgeHours} hours, to be sent when it returns.`,
        'We count visits because we have a legitimate interest in knowing how our website is used, so that we can improve it (Nigeria Data Protection Act 2023). The counts are statistics: they are kept for as long as we use the service, and none of them is about you.',
        'If your browser sends the Global Privacy Control signal, none of this happens: the counting code is not even loaded. You can also object at any time by writing to us, or block it with a content blocker.',
      ],
    },
    /** Who holds the counts: Plausible Cloud, or the agency's own server (any other host). */
    cloudHost: 'plausible.io',
    cloud: 'The counts are kept by Plausible Insights OÜ, in the European Union (servers in Germany), on our behalf.',
    selfHosted: 'The counts are kept on our own analytics server, at',
  },
  /** Where the form sends, filled in by the page from the build's configuration. */
  destination: {
    /** A real form service is configured: its host name follows. */
    service:
      'The form sends your message over an encrypted connection to the form service that delivers it to our inbox, which stores it for us and processes it only on our instructions. It may store it outside Nigeria, with the safeguards the law requires. The service is at',
    /** The default build: the form only simulates sending. */
    none: 'On this version of the site the form does not send your message anywhere: it only shows that it would have been sent. To reach us, please call or e-mail us directly.',
  },
  contact: {
    id: 'contact-us',
    heading: 'How to contact us about your data',
    text: 'Write or call us with any question about your personal data or to exercise your rights:',
    details: { email: site.email, phone: site.phone, address: `${site.name}, ${site.address.display}` },
  },
} as const;
