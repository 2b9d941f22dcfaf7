import matter from 'gray-matter';
import { CORE_SCHEMA, load } from 'js-yaml';
import { z } from 'zod';
import { isIsoDate } from './dates';
import { allowedImageHosts, isAllowedPhoto, localPhotoFolder } from './image-origins';
import { imageSources, isAllowedImageSource, parseMarkdown, type MarkdownTree } from './markdown';

/**
 * One markdown file of a content collection (lib/collection.ts): YAML frontmatter checked against
 * the collection's schema, then a markdown body. Pure, text in and entry or error out, so every
 * collection's rules are tested without a file system. The field builders below are shared by the
 * collections' schemas, so a rule (a photo's host, a day's format) is written once.
 */

/** Every problem found in one or more files of a collection, one line each, so an editor can fix them all at once. */
export class ContentValidationError extends Error {
  readonly problems: string[];

  constructor(problems: string[], label = 'content files') {
    const [first] = problems;
    super(problems.length === 1 && first ? first : `${problems.length} problems in ${label}:\n- ${problems.join('\n- ')}`);
    this.name = 'ContentValidationError';
    this.problems = problems;
  }
}

export function requiredText(example: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `is required, e.g. ${example}` : 'must be text') })
    .trim()
    .min(1, { error: 'must not be empty' });
}

export const ISO_DATE_EXPECTED = 'must be an ISO date YYYY-MM-DD';

/** A calendar day, kept as the text the editor wrote (`format: date` tells the CMS to offer a date picker). */
export function isoDate(example: string, missing = `is required, e.g. ${example}`) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? missing : ISO_DATE_EXPECTED) })
    .refine(isIsoDate, { error: ISO_DATE_EXPECTED })
    .meta({ format: 'date' });
}

/** A list of short texts, each one a line on the page. */
export function textList(example: string, { min = 0 } = {}) {
  return z
    .array(
      z
        .string({ error: 'must be text (a line holding ": " goes in quotes)' })
        .trim()
        .min(1, { error: 'must not hold an empty line' }),
      {
        error: (issue) => (issue.input === undefined ? `is required, e.g. ${example}` : `must be a list, e.g. ${example}`),
      },
    )
    .min(min, { error: `must list at least ${min}, e.g. ${example}` });
}

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

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

/** `image` and `imageAlt`: the one photo rule of every collection (a photo the CSP lets the page load, and its description). */
export const photoFields = {
  image: z
    .string({ error: IMAGE_EXPECTED })
    .refine(isPhotoAddress, { error: (issue) => imageExpected(issue.input), abort: true })
    .refine((value) => isAllowedPhoto(value), { error: IMAGE_HOST_EXPECTED })
    .optional(),
  imageAlt: z.string({ error: 'must be text' }).trim().min(1, { error: 'must not be empty' }).optional(),
};

export const draftField = z.boolean({ error: 'must be true or false' }).default(false);

/** Refinement of an object with photoFields: a photo needs its description. */
export function photoHasAlt(data: { image?: string; imageAlt?: string }): boolean {
  return data.image === undefined || data.imageAlt !== undefined;
}
export const photoAltMissing = {
  path: ['imageAlt'],
  error: 'is required when "image" is set: describe the photo for readers who cannot see it',
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ENTRY_EXTENSIONS = ['.md', '.markdown'] as const;

/**
 * The slug is the file name without its extension and must already be URL-shaped, so what the
 * editor sees in the folder is exactly the address (`Foo.md` and `foo.md` cannot both exist).
 * `noun` names what the collection holds ("posts", "trips"); `reserved` are its own pages' segments.
 */
export function slugFromFileName(
  fileName: string,
  displayPath: string,
  { noun = 'posts', reserved = [] }: { noun?: string; reserved?: readonly string[] } = {},
): string {
  const extension = ENTRY_EXTENSIONS.find((ext) => fileName.toLowerCase().endsWith(ext));
  if (!extension) {
    throw new ContentValidationError([`${displayPath}: ${noun} must be markdown files ending in .md`]);
  }
  const slug = fileName.slice(0, -extension.length);
  if (!SLUG.test(slug)) {
    throw new ContentValidationError([
      `${displayPath}: the file name is the address and must use only lowercase letters, digits and single hyphens, e.g. "hiking-in-the-alps.md"`,
    ]);
  }
  if (reserved.includes(slug)) {
    throw new ContentValidationError([`${displayPath}: "${slug}" is used by the site's own pages; choose another file name`]);
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

export function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

function describeIssue(issue: z.core.$ZodIssue, displayPath: string, fields: readonly string[]): string {
  const field = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    const plural = issue.keys.length > 1 ? 's' : '';
    const where = field ? ` in "${field}"` : '';
    const allowed = field ? '' : ` (allowed fields: ${fields.join(', ')})`;
    return `${displayPath}: unknown field${plural} ${issue.keys.map((key) => `"${key}"`).join(', ')}${where}${allowed}`;
  }
  const input: unknown = issue.input;
  const shown = input !== undefined && (typeof input !== 'object' || input === null) ? ` (got ${preview(input)})` : '';
  return `${displayPath}: "${field}" ${issue.message}${shown}`;
}

/** What every collection's file holds once read: its checked frontmatter, its markdown and the markdown's tree. */
export type EntryFile<Data> = { data: Data; markdown: string; tree: MarkdownTree };

/**
 * Reads one file's text against `schema`. Throws a ContentValidationError naming the file, each
 * field and what was expected, with every problem of the file at once: the frontmatter's, an empty
 * body, and photos in the text from hosts the policy would block.
 */
export function parseEntryFile<Schema extends z.ZodObject>(
  source: string,
  displayPath: string,
  schema: Schema,
  { required, noun }: { required: string; noun: string },
): EntryFile<z.output<Schema>> {
  if (!matter.test(source)) {
    throw new ContentValidationError([
      `${displayPath}: no frontmatter; start the file with a "---" line, then the fields (${required}), then another "---" line`,
    ]);
  }
  let file: matter.GrayMatterFile<string>;
  try {
    file = matter(source, matterOptions);
  } catch (error) {
    // js-yaml counts lines from the opening "---", so its line numbers are the file's; its code snippet is noise in a build log.
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0]?.replace(/:$/, '');
    throw new ContentValidationError([`${displayPath}: the frontmatter is not valid YAML: ${reason}`]);
  }

  const result = schema.safeParse(file.data, { reportInput: true });
  const fields = Object.keys(schema.shape);
  const problems = result.success ? [] : result.error.issues.map((issue) => describeIssue(issue, displayPath, fields));
  const markdown = file.content.trim();
  if (markdown === '') problems.push(`${displayPath}: the ${noun} has no text after the frontmatter`);
  const tree = parseMarkdown(markdown);
  for (const src of imageSources(tree).filter((url) => /^(https?:)?\/\//i.test(url) && !isAllowedImageSource(url))) {
    problems.push(
      `${displayPath}: the text shows an image from a host that is not allowed: ${src} (allowed image hosts: ${allowedImageHosts})`,
    );
  }
  if (!result.success || problems.length > 0) throw new ContentValidationError(problems);
  return { data: result.data, markdown, tree };
}
