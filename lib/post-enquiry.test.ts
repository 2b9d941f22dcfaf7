import { describe, expect, it } from 'vitest';
import { site } from '@/content/site';
import { ENQUIRY_TITLE_MAX } from './entry-enquiry';
import { enquiryLine, planTripCall } from './post-enquiry';

const alps = { slug: 'hiking-in-the-alps', title: "Hiking in the Alps: A First-Timer's Guide" };

describe('the enquiry from a post, built at build time', () => {
  it('cuts a very long title', () => {
    const line = enquiryLine({ slug: 'long', title: `${'Lagos to Lisbon '.repeat(20)}end` });
    expect(line.length).toBeLessThan(ENQUIRY_TITLE_MAX + 60);
    expect(line).toMatch(/…"\.$/);
  });

  it('keeps a title with markup characters as the text it is', () => {
    expect(enquiryLine({ slug: 'x', title: 'Kids & <Teens>' })).toBe(
      'I would like to plan a trip like the one in "Kids & <Teens>".',
    );
  });

  it('links to the contact page with the slug, and to WhatsApp with the title', () => {
    const { contact, whatsapp: chat } = planTripCall(alps);
    expect(contact.href).toBe('/contact/?about=hiking-in-the-alps');
    const whatsapp = new URL(chat.href);
    expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe(`https://wa.me/${site.whatsapp.number}`);
    expect(whatsapp.searchParams.get('text')).toBe(
      'Hello Travel Orchard, I just read "Hiking in the Alps: A First-Timer\'s Guide" on your blog and would like to plan a trip like this.',
    );
  });
});
