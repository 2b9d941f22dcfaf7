import matter from 'gray-matter';
import { CORE_SCHEMA, load } from 'js-yaml';
import { z } from 'zod';
import { topics, type Topic } from '@/content/topics';
import { isIsoDate } from './dates';
import { excerptFromMarkdown } from './excerpt';
import { allowedImageHosts, isAllowedPhoto, localPhotoFolder } from './image-origins';
import { imageSources, isAllowedImageSource, parseMarkdown, type MarkdownTree } from './markdown';

/**
 * What a post file must hold, checked at build time. Everything here is pure (text in, post or
 * error out) so it is tested without a file system; lib/posts.ts does the reading.
 */

const EXCERPT_MAX = 300;

function requiredText(example: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `is required, e.g. ${example}` : 'must be text') })
    .trim()
    .min(1, { error: 'must not be empty' });
}

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

const ISO_DATE_EXPECTED = 'must be an ISO date YYYY-MM-DD';

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

/** The page's Content-Security-Policy loads photos from these hosts only (content/image-origins.ts), or the site's own. */
const IMAGE_HOST_EXPECTED = `must be a photo on an allowed image host: ${allowedImageHosts} (the list is content/image-origins.ts), or an uploaded photo in ${localPhotoFolder}`;
const IMAGE_EXPECTED = 'must be an https:// URL';
/** A path rather than an address: the editor probably meant an uploaded photo, so say where those live. */
const imageExpected = (input: unknown) =>
  typeof input === 'string' && !input.includes(':')
    ? `${IMAGE_EXPECTED} or an uploaded photo in ${localPhotoFolder}`
    : IMAGE_EXPECTED;

/** An address an editor might mean as a photo: an https URL, or a path in the site's own photo folder. */
function isPhotoAddress(value: string): boolean {
  return isHttpsUrl(value) || value.startsWith(localPhotoFolder);
}

export const frontmatterSchema = z
  .strictObject({
    title: requiredText('title: "Hiking in the Alps"'),
    author: requiredText('author: "Travel Orchard Team"'),
    date: z
      .string({ error: (issue) => (issue.input === undefined ? `is required, e.g. date: 2024-01-15` : ISO_DATE_EXPECTED) })
      .refine(isIsoDate, { error: ISO_DATE_EXPECTED }),
    image: z
      .string({ error: IMAGE_EXPECTED })
      .refine(isPhotoAddress, { error: (issue) => imageExpected(issue.input), abort: true })
      .refine((value) => isAllowedPhoto(value), { error: IMAGE_HOST_EXPECTED })
      .optional(),
    imageAlt: z.string({ error: 'must be text' }).trim().min(1, { error: 'must not be empty' }).optional(),
    excerpt: z
      .string({ error: 'must be text' })
      .trim()
      .min(1, { error: 'must not be empty (leave it out to use the opening of the post)' })
      .max(EXCERPT_MAX, { error: `must be at most ${EXCERPT_MAX} characters` })
      .optional(),
    draft: z.boolean({ error: 'must be true or false' }).default(false),
    tags: tagsField.default([]),
  })
  .refine((data) => data.image === undefined || data.imageAlt !== undefined, {
    path: ['imageAlt'],
    error: 'is required when "image" is set: describe the photo for readers who cannot see it',
  });

export const frontmatterFields = ['title', 'author', 'date', 'image', 'imageAlt', 'excerpt', 'draft', 'tags'] as const;

export type Frontmatter = z.output<typeof frontmatterSchema>;

/** A published (or draft) post: its validated frontmatter, slug, markdown body and a plain-text excerpt. */
export type Post = Omit<Frontmatter, 'excerpt'> & { slug: string; excerpt: string; markdown: string };

/** Every problem found in one or more post files, one line each, so an editor can fix them all at once. */
export class PostValidationError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    const [first] = problems;
    super(problems.length === 1 && first ? first : `${problems.length} problems in blog posts:\n- ${problems.join('\n- ')}`);
    this.name = 'PostValidationError';
    this.problems = problems;
  }
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const POST_EXTENSIONS = ['.md', '.markdown'] as const;
/** Slugs the blog's own URLs use (/blog/page/2/, /blog/topics/, /blog/search/). */
const RESERVED_SLUGS = new Set(['page', 'topics', 'search']);

/**
 * The slug is the file name without its extension and must already be URL-shaped, so what the
 * editor sees in content/posts/ is exactly the address (`Foo.md` and `foo.md` cannot both exist).
 */
export function slugFromFileName(fileName: string, displayPath: string): string {
  const extension = POST_EXTENSIONS.find((ext) => fileName.toLowerCase().endsWith(ext));
  if (!extension) {
    throw new PostValidationError([`${displayPath}: posts must be markdown files ending in .md`]);
  }
  const slug = fileName.slice(0, -extension.length);
  if (!SLUG.test(slug)) {
    throw new PostValidationError([
      `${displayPath}: the file name is the post's address and must use only lowercase letters, digits and single hyphens, e.g. "hiking-in-the-alps.md"`,
    ]);
  }
  if (RESERVED_SLUGS.has(slug)) {
    throw new PostValidationError([`${displayPath}: "${slug}" is used by the blog's own pages; choose another file name`]);
  }
  return slug;
}

/**
 * gray-matter's default YAML schema turns an unquoted `2024-01-15` into a Date, and an unquoted
 * `2024-02-30` silently into 1 March. The core schema keeps every date as the text the editor
 * wrote, quoted or not, so the schema can check it.
 */
function parseYaml(input: string): object {
  const data = load(input, { schema: CORE_SCHEMA });
  if (data === null || data === undefined) return {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new Error('the frontmatter must be "field: value" lines');
  }
  return data;
}

function onlyYaml(): object {
  throw new Error('only YAML frontmatter is supported');
}

const matterOptions = { engines: { yaml: parseYaml, javascript: onlyYaml, json: onlyYaml } };

function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

function describeIssue(issue: z.core.$ZodIssue, displayPath: string): string {
  if (issue.code === 'unrecognized_keys') {
    const plural = issue.keys.length > 1 ? 's' : '';
    return `${displayPath}: unknown field${plural} ${issue.keys.map((key) => `"${key}"`).join(', ')} (allowed fields: ${frontmatterFields.join(', ')})`;
  }
  const field = issue.path.map(String).join('.');
  const input: unknown = issue.input;
  const shown = input !== undefined && (typeof input !== 'object' || input === null) ? ` (got ${preview(input)})` : '';
  return `${displayPath}: "${field}" ${issue.message}${shown}`;
}

/** Parses one post file's text. Throws a PostValidationError naming the file, each field and what was expected. */
export function parsePost(source: string, slug: string, displayPath: string): Post {
  return parsePostFile(source, slug, displayPath).post;
}

/** parsePost, with the tree of the post's markdown its excerpt and image check were read from, for what else is read from it. */
export function parsePostFile(source: string, slug: string, displayPath: string): { post: Post; tree: MarkdownTree } {
  if (!matter.test(source)) {
    throw new PostValidationError([
      `${displayPath}: no frontmatter; start the file with a "---" line, then the fields (title, author, date), then another "---" line`,
    ]);
  }
  let file: matter.GrayMatterFile<string>;
  try {
    file = matter(source, matterOptions);
  } catch (error) {
    // js-yaml counts lines from the opening "---", so its line numbers are the file's; its code snippet is noise in a build log.
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0]?.replace(/:$/, '');
    throw new PostValidationError([`${displayPath}: the frontmatter is not valid YAML: ${reason}`]);
  }

  const result = frontmatterSchema.safeParse(file.data, { reportInput: true });
  const problems = result.success ? [] : result.error.issues.map((issue) => describeIssue(issue, displayPath));
  const markdown = file.content.trim();
  if (markdown === '') problems.push(`${displayPath}: the post has no text after the frontmatter`);
  const tree = parseMarkdown(markdown);
  for (const src of imageSources(tree).filter((url) => /^(https?:)?\/\//i.test(url) && !isAllowedImageSource(url))) {
    problems.push(
      `${displayPath}: the text shows an image from a host that is not allowed: ${src} (allowed image hosts: ${allowedImageHosts})`,
    );
  }
  if (!result.success || problems.length > 0) throw new PostValidationError(problems);

  const { excerpt, ...frontmatter } = result.data;
  // A post of only headings or code has no prose to quote; its title then describes it.
  return { post: { ...frontmatter, slug, markdown, excerpt: excerpt ?? (excerptFromMarkdown(tree) || frontmatter.title) }, tree };
}
