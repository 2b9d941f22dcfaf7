import { describe, expect, it } from 'vitest';
import { pageCount, pageItems, pageLinks } from './pagination';

describe('pageCount', () => {
  it.each([
    [0, 1],
    [1, 1],
    [10, 1],
    [11, 2],
    [20, 2],
    [21, 3],
    [1000, 100],
  ])('%i posts at 10 a page make %i page(s)', (total, pages) => {
    expect(pageCount(total, 10)).toBe(pages);
  });
});

describe('pageItems', () => {
  const items = Array.from({ length: 23 }, (_, i) => i + 1);

  it('gives each page its slice', () => {
    expect(pageItems(items, 1, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageItems(items, 2, 10)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageItems(items, 3, 10)).toEqual([21, 22, 23]);
    expect(pageItems(items, 4, 10)).toEqual([]);
  });
});

describe('pageLinks', () => {
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 3, [1, 2, 3]],
    [1, 5, [1, 2, 'gap', 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [100, 100, [1, 'gap', 99, 100]],
    [4, 100, [1, 2, 3, 4, 5, 'gap', 100]],
  ] as const)('page %i of %i -> %j', (current, total, expected) => {
    expect(pageLinks(current, total)).toEqual(expected);
  });

  it('stays short however many pages there are', () => {
    for (const total of [10, 100, 1000]) {
      for (const current of [1, Math.ceil(total / 2), total]) expect(pageLinks(current, total).length).toBeLessThanOrEqual(7);
    }
  });
});
