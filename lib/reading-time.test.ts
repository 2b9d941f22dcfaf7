import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes } from './reading-time';

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

describe('countWords', () => {
  it.each([
    ['the words a reader sees, not the markdown syntax', '## A heading\n\nSome **bold** and *italic* text.\n\n- one\n- two', 9],
    ['link text, not the link address', '[our visa team](https://travelorchard.example/services/#visa-advisory)', 3],
    ['no raw HTML', '<div class="callout" data-x="a b c d">Hello</div>', 0],
    ['alt text, not the image address', '![Hikers on a trail](https://images.unsplash.com/photo-1 "a b c")', 4],
    ['code, and no stray punctuation as words', 'Run `npm start` now:\n\n```\nconst a = 1;\n```\n\n- — –', 7],
    ['words in any script', 'Ẹ kú àbọ̀ sí Èkó, 2024', 6],
  ])('counts %s', (_, markdown, count) => {
    expect(countWords(markdown)).toBe(count);
  });
});

describe('readingMinutes', () => {
  it.each([
    ['is the word count over the reading speed, rounded', words(1200), 200, 6],
    ['rounds down', words(1290), 200, 6],
    ['rounds up', words(1310), 200, 7],
    ['is never less than one minute', 'Short.', 200, 1],
    ['is one minute for nothing', '', 200, 1],
    ['follows the reading speed it is given', words(600), 300, 2],
  ])('%s', (_, text, wordsPerMinute, minutes) => {
    expect(readingMinutes(text, wordsPerMinute)).toBe(minutes);
  });
});
