import { z } from 'zod';
import { topics, type Topic } from '@/content/topics';
import {
  draftField,
  isoDate,
  parseEntryFile,
  photoAltMissing,
  photoFields,
  photoHasAlt,
  preview,
  requiredText,
} from './content-entry';
import { reference } from './collection';
import { excerptFromMarkdown } from './excerpt';
import type { MarkdownTree } from './markdown';
import { trips } from './trips';

/**
 * What a post file must hold, checked at build time: the posts collection's schema (lib/posts.ts
 * declares the collection; lib/content-entry.ts reads a file against it). Pure, so it is tested
 * without a file system.
 */

const EXCERPT_MAX = 300;

const TOPIC_SLUGS: readonly string[] = topics.map((topic) => topic.slug);
const ALLOWED_TOPICS = `allowed topics: ${TOPIC_SLUGS.join(', ')}`;
const TAGS_EXPECTED = `must be a list of topics, e.g. tags: [${TOPIC_SLUGS.slice(0, 2).join(', ')}]`;

function isTopic(value: unknown): value is Topic {
  return typeof value === 'string' && TOPIC_SLUGS.includes(value);
}

/**
 * Topics come from content/topics.ts, spelled exactly as there (kebab-case), each once: a topic
 * page per spelling would split the posts a reader is looking for. Checked as a whole list so each
 * problem names the topic and the fix, rather than an index like "tags.2".
 */
const tagsField = z
  .array(z.unknown(), { error: TAGS_EXPECTED })
  .superRefine((tags, ctx) => {
    const seen = new Set<unknown>();
    for (const tag of tags) {
      if (typeof tag !== 'string') {
        ctx.addIssue({ code: 'custom', message: `must list topics as words, not ${preview(tag)} (${ALLOWED_TOPICS})` });
      } else if (!isTopic(tag)) {
        const spelled = tag
          .trim()
          .toLowerCase()
          .replace(/[\s_]+/g, '-');
        ctx.addIssue({
          code: 'custom',
          message: isTopic(spelled)
            ? `must spell topics in lowercase with hyphens: write "${spelled}", not "${tag}"`
            : `has an unknown topic "${tag}" (${ALLOWED_TOPICS})`,
        });
      } else if (seen.has(tag)) {
        ctx.addIssue({ code: 'custom', message: `lists the topic "${tag}" more than once` });
      }
      seen.add(tag);
    }
  })
  .transform((tags) => tags.filter(isTopic));

/** The trips the post is about, by their file names in content/trips/ (checked when the posts load, lib/collection.ts). */
const tripSlugs = z.array(reference(trips), { error: 'must be a list of trips, e.g. trips: [zanzibar-beach-week]' }).default([]);

export const frontmatterSchema = z
  .strictObject({
    title: requiredText('title: "Hiking in the Alps"'),
    author: requiredText('author: "Travel Orchard Team"'),
    date: isoDate('date: 2024-01-15'),
    ...photoFields,
    excerpt: z
      .string({ error: 'must be text' })
      .trim()
      .min(1, { error: 'must not be empty (leave it out to use the opening of the post)' })
      .max(EXCERPT_MAX, { error: `must be at most ${EXCERPT_MAX} characters` })
      .optional(),
    draft: draftField,
    tags: tagsField.default([]),
    trips: tripSlugs,
  })
  .refine(photoHasAlt, photoAltMissing);

export type Frontmatter = z.output<typeof frontmatterSchema>;

/** What a post file says once read: its validated frontmatter, slug, markdown body and a plain-text excerpt. */
export type PostContent = Omit<Frontmatter, 'excerpt'> & { slug: string; excerpt: string; markdown: string };

/** Slugs the blog's own URLs use (/blog/page/2/, /blog/topics/, /blog/search/). */
export const RESERVED_POST_SLUGS = ['page', 'topics', 'search'] as const;

/** A post from its checked frontmatter: a post of only headings or code has no prose to quote, so its title describes it. */
export function postFromFrontmatter(
  data: Frontmatter,
  { slug, markdown, tree }: { slug: string; markdown: string; tree: MarkdownTree },
): PostContent {
  const { excerpt, ...frontmatter } = data;
  return { ...frontmatter, slug, markdown, excerpt: excerpt ?? (excerptFromMarkdown(tree) || frontmatter.title) };
}

/** Parses one post file's text. Throws a ContentValidationError naming the file, each field and what was expected. */
export function parsePost(source: string, slug: string, displayPath: string): PostContent {
  const { data, markdown, tree } = parseEntryFile(source, displayPath, frontmatterSchema, {
    required: 'title, author, date',
    noun: 'post',
  });
  return postFromFrontmatter(data, { slug, markdown, tree });
}
