import { describe, expect, it } from 'vitest';
import { primaryCta } from '@/content/navigation';
import { site } from '@/content/site';
import { ENQUIRY_TITLE_MAX } from './entry-enquiry';
import { enquiryLine, enquiryLines, planTripHref, planTripWhatsappHref } from './post-enquiry';

const alps = { slug: 'hiking-in-the-alps', title: 'Hiking in the Alps' };
const long = { slug: 'long', title: `A ${'very '.repeat(40)}long title` };

describe('the enquiry from a post', () => {
  it("names the post's title in the contact form's first line, cut at a word when it is long", () => {
    expect(enquiryLine(alps)).toContain('Hiking in the Alps');
    const line = enquiryLine(long);
    expect(line).toContain('…');
    expect(line).not.toContain(long.title);
    expect(line.length).toBeLessThan(long.title.length);
    expect(ENQUIRY_TITLE_MAX).toBeLessThan(long.title.length);
  });

  it('lists each post’s line by its slug', () => {
    expect(enquiryLines([alps, long])).toEqual({ [alps.slug]: enquiryLine(alps), long: enquiryLine(long) });
  });

  it("links to the contact page with the post's slug only, and to WhatsApp with its title", () => {
    const href = new URL(planTripHref(alps), 'https://x.example');
    expect(href.pathname.replace(/\/$/, '')).toBe(primaryCta.path.replace(/\/$/, ''));
    expect([...href.searchParams.values()]).toEqual([alps.slug]);
    const whatsapp = new URL(planTripWhatsappHref(alps));
    expect(whatsapp.href).toContain(site.whatsapp.number);
    expect(decodeURIComponent(whatsapp.search.replace(/\+/g, ' '))).toContain('Hiking in the Alps');
  });
});
