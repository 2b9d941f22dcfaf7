import { describe, expect, it } from 'vitest';
import { visasCopy } from '@/content/visas';
import { ENQUIRY_TITLE_MAX, entryEnquiryCall, entryEnquiryLines } from './entry-enquiry';

const guide = { slug: 'canada', title: 'Canada visitor visa' };

describe('the call to enquire of an entry', () => {
  it('opens the contact page with the slug under the collection’s parameter, and WhatsApp naming the entry', () => {
    const call = entryEnquiryCall('visa', visasCopy.enquire, guide);
    expect(call.contact).toEqual({ href: '/contact/?visa=canada', label: visasCopy.enquire.contactLabel });
    expect(decodeURIComponent(call.whatsapp.href)).toContain('"Canada visitor visa"');
  });

  it('gives each entry its first line of the message, its title cut when long', () => {
    const long = { slug: 'long', title: 'A'.repeat(ENQUIRY_TITLE_MAX + 50) };
    const lines = entryEnquiryLines(visasCopy.enquire, [guide, long]);
    expect(lines.canada).toMatch(/^I would like help with "Canada visitor visa"\./);
    expect(lines.long!.length).toBeLessThan(ENQUIRY_TITLE_MAX + 80);
  });
});
