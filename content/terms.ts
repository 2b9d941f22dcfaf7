/**
 * The booking and cancellation terms (/terms/), in plain words, linked from every trip's page and
 * from the trip enquiry. `sample: true` until the agency has confirmed every line (ideally with its
 * lawyer): the page then says it is a sample, and the launch check refuses it (lib/trust-readiness.ts).
 * A trip's own deposit and balance day, where it states them, are shown beside its price.
 */
import { site } from './site';
import type { PolicySectionText } from './types';

export const termsPage = {
  sample: true,
  path: '/terms/',
  title: 'Booking and Cancellation Terms',
  metaDescription: `How booking a trip with ${site.name} works: the deposit, the balance, what cancelling costs and when, name changes, visa refusals and events no one controls.`,
  subtitle: 'What you pay and when, and what happens if plans change, before you pay anything.',
  updated: { label: 'Last updated', date: '2026-11-28', display: '28 November 2026' },
  sampleNotice:
    'Sample terms: this text shows how the page will read. The agency has not confirmed it yet; ask a consultant for the terms that apply to your booking.',
  /** The link from a trip's price and from the trip enquiry. */
  linkLabel: 'Booking and cancellation terms',
  footerLabel: 'Booking terms',
  intro: [
    'These terms apply to the packages on our Trips pages and to any trip we quote for you. When you pay a deposit you accept them, so please read them first; a consultant will gladly explain any line.',
  ],
  sections: [
    {
      id: 'deposit',
      heading: 'Booking and the deposit',
      paragraphs: [
        'A booking is confirmed when we have received your deposit and sent you a written confirmation with the names, dates and what is included. Until then prices and seats are not held, except where we say so in writing (flights, for example, are often held for 48 hours).',
        'The deposit is shown beside each trip’s price where the trip states it; otherwise it is half of the price. Pay only into the company account named on your invoice, never into a personal account, and keep the receipt we send for every payment.',
      ],
    },
    {
      id: 'balance',
      heading: 'The balance',
      paragraphs: [
        'The balance is due on the day shown on your invoice, usually six weeks before departure, because airlines, hotels and visa offices need paying before then. If it has not arrived by that day we may treat the booking as cancelled by you, and the cancellation charges below apply.',
        'A price in US dollars, pounds or euros is paid in naira at our rate on the day you pay; the naira guide beside such a price is a guide, not a quote.',
      ],
    },
    {
      id: 'cancelling',
      heading: 'If you cancel',
      paragraphs: [
        'Tell us in writing (e-mail or WhatsApp). What we keep depends on how long before departure we hear from you:',
      ],
      list: [
        'more than 56 days before: the deposit;',
        '56 to 29 days before: half of the price;',
        '28 to 15 days before: three quarters of the price;',
        '14 days or fewer, or not travelling: the whole price.',
      ],
    },
    {
      id: 'costs-already-paid',
      heading: 'Tickets and fees already paid',
      paragraphs: [
        'Whatever the scale above says, an airline ticket once issued, a visa fee and any hotel night the hotel will not refund are lost if you cancel, because we cannot get them back. We tell you before we pay any of them.',
      ],
    },
    {
      id: 'name-changes',
      heading: 'Changing a name or a date',
      paragraphs: [
        'Spelling corrections to match a passport are free until tickets are issued. Another person may take your place if they can travel on the same terms (visa, age, room) and you tell us at least 21 days before departure; you pay what the airline and hotel charge for the change, often the price of a new ticket.',
        'A change of date is treated as cancelling and booking again, unless the airline and hotel accept it for a fee, which we pass on as it is.',
      ],
    },
    {
      id: 'visa-refusals',
      heading: 'If a visa is refused',
      paragraphs: [
        'We prepare your visa application carefully, but only the embassy decides. If a visa is refused, send us the refusal letter: we refund everything the airline, hotels and other suppliers return to us, less the visa fee and our service fee, which are not refundable. Travel insurance that covers visa refusal is worth asking us about.',
      ],
    },
    {
      id: 'events-beyond-control',
      heading: 'Events no one controls',
      paragraphs: [
        'If a war, a strike, a closed airspace or border, an epidemic, a natural disaster or a government order stops a trip or part of it, we offer you another date or another trip first. If you prefer your money, we refund what the suppliers refund to us, and we are not responsible for costs beyond the booking itself. We strongly advise travel insurance for every trip.',
      ],
    },
    {
      id: 'if-we-change',
      heading: 'If we change or cancel your trip',
      paragraphs: [
        'If we must change something important (the dates, the hotel’s standard, the destination) or cancel the trip for a reason other than those above, you may accept the change, take another trip, or have every payment back.',
      ],
    },
  ] satisfies readonly PolicySectionText[],
  contact: 'Questions about these terms? Ask a consultant before you pay:',
} as const;
