import { describe, expect, it } from 'vitest';
import { collectionList, collections, enquiryParams } from './collections';

describe('the list of collections', () => {
  it('names each collection once, by the name it declares, each with its own folder', () => {
    for (const [key, { collection }] of Object.entries(collections)) expect(collection.name).toBe(key);
    const folders = collectionList.map(({ collection }) => collection.folder);
    expect(new Set(folders).size).toBe(folders.length);
  });

  it('gives each collection its own page per entry, its own CMS copy and its own enquiry parameter', () => {
    const entryPaths = collectionList.map(({ entryPath }) => entryPath('x'));
    expect(new Set(entryPaths).size).toBe(entryPaths.length);
    expect(new Set(enquiryParams).size).toBe(enquiryParams.length);
    expect(enquiryParams).toEqual(['about', 'trip', 'visa']);
  });

  it('publishes every entry of a collection among its pages', () => {
    const entry = { slug: 'a-guide', title: 'A guide', draft: false, markdown: '', checkedOn: '2026-11-16' };
    const pages = collections.visas.pages([entry as never]);
    expect(pages).toEqual([{ path: '/visas/' }, { path: '/visas/a-guide/', lastModified: '2026-11-16' }]);
  });
});
