import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes } from './reading-time';

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

describe('countWords', () => {
  it('counts the words a reader sees, not the markdown syntax', () => {
    expect(countWords('## A heading\n\nSome **bold** and *italic* text.\n\n- one\n- two')).toBe(9);
  });

  it('ignores link addresses, raw HTML and image addresses, but keeps link text and alt text', () => {
    expect(countWords('[our visa team](https://travelorchard.example/services/#visa-advisory)')).toBe(3);
    expect(countWords('<div class="callout" data-x="a b c d">Hello</div>')).toBe(0);
    expect(countWords('![Hikers on a trail](https://images.unsplash.com/photo-1 "a b c")')).toBe(4);
  });

  it('counts code, and does not count stray punctuation as words', () => {
    expect(countWords('Run `npm start` now:\n\n```\nconst a = 1;\n```\n\n- — –')).toBe(7);
  });

  it('counts words in any script', () => {
    expect(countWords('Ẹ kú àbọ̀ sí Èkó, 2024')).toBe(6);
  });
});

describe('readingMinutes', () => {
  it('is the word count over the reading speed, rounded', () => {
    expect(readingMinutes(words(1200), 200)).toBe(6);
    expect(readingMinutes(words(1290), 200)).toBe(6);
    expect(readingMinutes(words(1310), 200)).toBe(7);
  });

  it('is never less than one minute', () => {
    expect(readingMinutes('Short.', 200)).toBe(1);
    expect(readingMinutes('', 200)).toBe(1);
  });

  it('follows the reading speed it is given', () => {
    expect(readingMinutes(words(600), 300)).toBe(2);
  });
});
