import { describe, expect, it } from 'vitest';
import { collectionList, collectionPages, collections, enquiryParams } from './collections';

describe('the list of collections', () => {
  it('names each collection once, by the name it declares, each with its own folder', () => {
    for (const [key, { collection }] of Object.entries(collections)) expect(collection.name).toBe(key);
    const folders = collectionList.map(({ collection }) => collection.folder);
    expect(new Set(folders).size).toBe(folders.length);
  });

  it('gives each collection with pages its own page per entry, and each its own enquiry parameter', () => {
    const entryPaths = collectionList.flatMap(({ entryPath }) => (entryPath ? [entryPath('x')] : []));
    expect(new Set(entryPaths).size).toBe(entryPaths.length);
    // The testimonials are data shown on other pages: no page, no page kind of their own.
    expect(collectionPages.map(({ list }) => list)).toEqual(['posts', 'trips', 'visas']);
    expect(new Set(enquiryParams).size).toBe(enquiryParams.length);
    expect(enquiryParams).toEqual(['about', 'trip', 'visa']);
  });

  it('publishes every entry of a collection among its pages', () => {
    const entry = { slug: 'a-guide', title: 'A guide', draft: false, markdown: '', checkedOn: '2026-11-16' };
    const pages = collections.visas.pages?.([entry as never]);
    expect(pages).toEqual([{ path: '/visas/' }, { path: '/visas/a-guide/', lastModified: '2026-11-16' }]);
  });
});
