import { describe, expect, it } from 'vitest';
import { collectEntries } from '@/lib/collection';
import { testimonials } from '@/lib/testimonials';
import { postSlug } from './post-template';
import { template } from './testimonials-template';

describe('new testimonial scaffold', () => {
  it('writes a draft that passes the testimonial schema, signed with the first name and city of the title', () => {
    const title = 'Ngozi Okafor, Port Harcourt';
    const file = { fileName: `${postSlug(title)}.md`, displayPath: 'new.md', source: template({ title, today: '2026-11-28' }) };
    const [testimonial] = collectEntries(testimonials, [file], { includeDrafts: true, today: '2026-11-28' });
    expect(testimonial).toMatchObject({ title: 'Ngozi, Port Harcourt', draft: true, sample: false, consentDate: '2026-11-28' });
    expect(collectEntries(testimonials, [file], { includeDrafts: false })).toEqual([]);
  });
});
