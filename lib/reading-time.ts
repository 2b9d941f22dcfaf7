import type { Nodes } from 'mdast';
import { markdownTree, type MarkdownSource } from './markdown';

/**
 * How long a post takes to read, from the words a reader sees: markdown syntax, link addresses,
 * raw HTML tags and image addresses are not words. Code counts, since a reader goes through it too.
 */

function visibleText(node: Nodes): string[] {
  if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') return [node.value];
  if (node.type === 'image' || node.type === 'imageReference') return [node.alt ?? ''];
  if (node.type === 'html') return [];
  return 'children' in node ? node.children.flatMap(visibleText) : [];
}

/** Words in a post's markdown: runs of characters that contain a letter or a digit. */
export function countWords(markdown: MarkdownSource): number {
  const text = visibleText(markdownTree(markdown)).join(' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes at `wordsPerMinute`, rounded to the nearest and never less than one. */
export function readingMinutes(markdown: MarkdownSource, wordsPerMinute: number): number {
  return Math.max(1, Math.round(countWords(markdown) / wordsPerMinute));
}
