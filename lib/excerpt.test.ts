import { describe, expect, it } from 'vitest';
import { EXCERPT_LENGTH, excerptFromMarkdown, truncateText } from './excerpt';

describe('excerptFromMarkdown', () => {
  it('gives the opening paragraphs as plain text without markup', () => {
    const markdown = '## Before you go\n\nThe **Alps** are *big*.\nPack `layers`.\n\n- Boots\n- [Map](https://example.com)';
    expect(excerptFromMarkdown(markdown)).toBe('The Alps are big. Pack layers. Boots Map');
  });

  it('drops raw HTML tags, images and code blocks but keeps the words inside inline HTML', () => {
    const markdown =
      'A <em>quiet</em> valley ![photo](https://example.com/a.jpg)\n\n```\nnpm run\n```\n\n<div>block html</div>\n\nEnd.';
    expect(excerptFromMarkdown(markdown)).toBe('A quiet valley End.');
  });

  it('is cut at a word boundary with an ellipsis when the text is long', () => {
    const words = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');
    const excerpt = excerptFromMarkdown(words);
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_LENGTH);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(words.startsWith(excerpt.slice(0, -1))).toBe(true);
    expect(excerpt).toMatch(/word\d+…$/);
  });

  it('is empty for a post with no paragraphs', () => {
    expect(excerptFromMarkdown('## Only a heading')).toBe('');
  });
});

describe('truncateText', () => {
  it('drops trailing punctuation before the ellipsis', () => {
    expect(truncateText('Pack light, travel far, and stay curious always', 24)).toBe('Pack light, travel far…');
  });

  it('cuts a single long word rather than returning nothing', () => {
    expect(truncateText('a'.repeat(50), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});
