import { describe, expect, it } from 'vitest';
import { collectEntries } from '@/lib/collection';
import { visas } from '@/lib/visas';
import { postSlug } from './post-template';
import { template } from './visas-template';

describe('new visa guide scaffold', () => {
  it('writes a draft that passes the guide schema, whatever the title contains, to be checked again in 90 days', () => {
    const title = 'Ghana: "visa on arrival" & e-visa';
    const file = { fileName: `${postSlug(title)}.md`, displayPath: 'new.md', source: template({ title, today: '2026-11-28' }) };
    const [guide] = collectEntries(visas, [file], { includeDrafts: true, today: '2026-11-28' });
    expect(guide).toMatchObject({ title, draft: true, sample: false, checkAgainBy: '2027-02-26', rechecking: false });
    expect(collectEntries(visas, [file], { includeDrafts: false })).toEqual([]);
  });
});
