/**
 * What `npm run new -- visas "Title"` (or `npm run new-visa`) writes: a draft visa guide whose every
 * field passes the guide schema (scripts/authoring/templates.test.ts checks it against
 * lib/visa-schema.ts), with examples the visa desk replaces and comments saying what each is for.
 */
import { APPLY_CITIES, FEE_CURRENCIES } from '@/content/visas';
import { laterDay } from './dates';

export function template({ title, today }: { title: string; today: string }): string {
  return `---
title: ${JSON.stringify(title)}
# As trips spell it, or an area such as "Schengen area".
country: "Replace with the country"
# One or two sentences for the card, search results and the page's description (at most 200 characters).
summary: "Replace with which visa a Nigerian passport holder needs, and where to apply."
visaTypes:
  - name: "Visitor visa"
    purpose: "Holidays, family visits and business meetings"
    validity: "Replace with what the embassy grants"
# Each centre and its city, one of: ${APPLY_CITIES.join(', ')}
applyAt:
  - centre: "Replace with the visa application centre"
    city: Lagos
appointmentWait: "Replace, e.g. 2 to 4 weeks"
processingTime: "Replace, e.g. about 3 weeks"
# As the embassy publishes them; currency one of ${FEE_CURRENCIES.join(', ')}.
fees:
  - item: "Visa fee"
    amount: 100
    currency: USD
# The last day the fees show; after it the page says to ask for today's fee.
feesValidUntil: ${laterDay(today, 90)}
documents:
  - item: "International passport"
    note: "Valid at least 6 months beyond your stay"
  - item: "Bank statements for the last 6 months"
    note: "Proof of funds"
# The day the visa desk checked the guide, and the day to check it again: after it the site says
# "being re-checked by our visa desk" and hides the fees.
checkedOn: ${today}
checkAgainBy: ${laterDay(today, 90)}
# Delete this line when the guide is ready to publish.
draft: true
---

What the visa desk warns about: proof of funds, travel history, timing, common refusals.
`;
}
