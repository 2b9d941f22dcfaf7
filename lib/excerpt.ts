import type { Nodes } from 'mdast';
import { markdownTree, type MarkdownSource } from './markdown';

/** Long enough to say what a post is about, short enough for a search-result snippet. */
export const EXCERPT_LENGTH = 160;

/** The words a reader sees in the paragraphs, without markup, raw HTML tags, images or code blocks. */
function paragraphText(node: Nodes): string[] {
  if (node.type === 'paragraph') return [inlineText(node)];
  if (node.type === 'heading' || node.type === 'code' || node.type === 'html') return [];
  return 'children' in node ? node.children.flatMap(paragraphText) : [];
}

function inlineText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'break') return ' ';
  if (node.type === 'html' || node.type === 'image' || node.type === 'imageReference') return '';
  return 'children' in node ? node.children.map(inlineText).join('') : '';
}

/** Cuts at a word boundary and marks the cut, so an excerpt never ends mid-word. */
export function truncateText(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  // The cut already ends a word when the next character is a space.
  const boundary = /\s/.test(text.charAt(cut.length)) ? cut.length : cut.lastIndexOf(' ');
  const atWord = boundary > maxLength / 2 ? cut.slice(0, boundary) : cut;
  return `${atWord.replace(/[\s,;:.!?\-–—]+$/, '')}…`;
}

/** Plain-text summary of a post's markdown: its opening paragraphs, at most `maxLength` characters. */
export function excerptFromMarkdown(markdown: MarkdownSource, maxLength = EXCERPT_LENGTH): string {
  const text = paragraphText(markdownTree(markdown)).join(' ').replace(/\s+/g, ' ').trim();
  return truncateText(text, maxLength);
}
