/**
 * The Decap CMS configuration for /admin/, generated from the post schema at build time so the
 * editor's form cannot drift from what the build accepts: every field of `frontmatterSchema`
 * becomes a form field, required exactly when the schema requires it, with the labels and hints of
 * content/post-fields.ts. A field of a kind this file does not know stops the build (see widgetFor).
 */
import { z } from 'zod';
import { postFieldCopy, type PostFieldCopy } from '../../content/post-fields';
import { topics } from '../../content/topics';
import { allowedImageHosts, allowedPhotoPattern, localPhotoFolder } from '../../lib/image-origins';
import { localPhotoSourceFolder, MAX_PHOTO_MB } from '../../lib/photo-files';
import { frontmatterSchema } from '../../lib/post-schema';

/** One Decap field, as it appears in config.yml. */
export type CmsField = {
  name: string;
  label: string;
  widget: string;
  required: boolean;
  hint?: string;
  default?: unknown;
  pattern?: [string, string];
  [option: string]: unknown;
};

export type CmsOptions = {
  /** owner/name of the GitHub repository editors publish to. */
  repo: string;
  branch: string;
  /** The OAuth helper the GitHub backend logs in through (Netlify's by default); see docs/deploy.md, "The CMS sign-in". */
  authBaseUrl?: string;
  authEndpoint?: string;
  /**
   * Where the local backend (decap-server) answers, for `npm run cms` and the CMS tests only: a
   * production build leaves it out, so neither its config nor its policy names a loopback origin.
   */
  localBackendUrl?: string;
  siteUrl: string;
  basePath: string;
  /** The posts folder, relative to the repository root. */
  postsFolder: string;
};

type AnyZod = z.core.$ZodType;

/** Optional and defaulted fields are wrappers around the field's own type. */
function unwrap(schema: AnyZod): { inner: AnyZod; defaultValue?: unknown } {
  const def = schema._zod.def as { type: string; innerType?: AnyZod; defaultValue?: unknown };
  if ((def.type === 'optional' || def.type === 'default') && def.innerType) {
    const inner = unwrap(def.innerType);
    return { inner: inner.inner, defaultValue: def.type === 'default' ? def.defaultValue : inner.defaultValue };
  }
  return { inner: schema };
}

/** Required exactly when the schema refuses a missing value (and supplies no default). */
export function isRequired(schema: AnyZod): boolean {
  return !z.safeParse(schema, undefined).success;
}

function maxLengthOf(schema: AnyZod): number | null {
  return schema instanceof z.ZodString ? schema.maxLength : null;
}

/**
 * Fields whose widget is not implied by their type: the date is a string the schema checks as
 * YYYY-MM-DD, the photo a URL on an allowed host, the summary a longer text, the topics a choice
 * from content/topics.ts (the schema checks them one by one, so its type is a pipe, not an enum). The unit test checks
 * each name here is still a schema field.
 */
export const widgetOverrides: Record<string, (field: { maxLength: number | null }) => Partial<CmsField>> = {
  date: () => ({ widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false, picker_utc: true }),
  // Decap's image widget: upload to the media library (saved in the local photo folder) or insert a
  // CDN address. Decap tests a file widget's pattern against the file's base name only, so a bare
  // name passes here and the host is checked before saving (cms/save-checks.ts), naming the photo.
  image: () => ({
    widget: 'image',
    choose_url: true,
    allow_multiple: false,
    pattern: [
      `${allowedPhotoPattern()}|^[^/:?#\\\\]+$`,
      `Use an uploaded photo, or a photo on an allowed image host: ${allowedImageHosts}`,
    ],
  }),
  tags: () => ({ widget: 'select', multiple: true, options: topics.map((topic) => ({ label: topic.name, value: topic.slug })) }),
  excerpt: ({ maxLength }) => ({
    widget: 'text',
    ...(maxLength ? { pattern: [`^[\\s\\S]{0,${maxLength}}$`, `At most ${maxLength} characters`] as [string, string] } : {}),
  }),
};

/** The widget a schema type maps to; a list or a choice maps to Decap's list and select widgets. */
function widgetFor(name: string, inner: AnyZod): Partial<CmsField> {
  if (inner instanceof z.ZodString) return { widget: 'string' };
  if (inner instanceof z.ZodBoolean) return { widget: 'boolean' };
  if (inner instanceof z.ZodNumber) return { widget: 'number', value_type: inner.format?.includes('int') ? 'int' : 'float' };
  if (inner instanceof z.ZodEnum) return { widget: 'select', options: inner.options };
  if (inner instanceof z.ZodArray) {
    const element = unwrap(inner.element as AnyZod).inner;
    if (element instanceof z.ZodEnum) return { widget: 'select', multiple: true, options: element.options };
    if (element instanceof z.ZodString) return { widget: 'list', allow_add: true };
  }
  throw new Error(
    `scripts/build/cms-config.ts: the post field "${name}" is a ${inner._zod.def.type}, which has no CMS widget yet; add one in widgetFor`,
  );
}

function hintFor(name: string, copy: PostFieldCopy | undefined, maxLength: number | null): string | undefined {
  const parts = [copy?.hint];
  if (name === 'image')
    parts.push(`Allowed image hosts: ${allowedImageHosts}. Uploads: JPEG, PNG, WebP or AVIF, at most ${MAX_PHOTO_MB} MB.`);
  if (maxLength && name !== 'image') parts.push(`At most ${maxLength} characters.`);
  const hint = parts.filter(Boolean).join(' ');
  return hint || undefined;
}

/** The frontmatter fields, in the schema's order, then the markdown body. */
export function postFields(
  schema: z.ZodObject = frontmatterSchema,
  copy: Record<string, PostFieldCopy> = postFieldCopy,
): CmsField[] {
  const fields = Object.entries(schema.shape).map(([name, fieldSchema]): CmsField => {
    const { inner, defaultValue } = unwrap(fieldSchema as AnyZod);
    const maxLength = maxLengthOf(inner);
    const field: CmsField = {
      name,
      label: copy[name]?.label ?? name,
      required: isRequired(fieldSchema as AnyZod),
      ...(widgetOverrides[name]?.({ maxLength }) ?? widgetFor(name, inner)),
    } as CmsField;
    const hint = hintFor(name, copy[name], maxLength);
    if (hint) field.hint = hint;
    if (defaultValue !== undefined) field.default = defaultValue;
    // Text the schema trims and requires must hold more than spaces.
    if (field.required && field.widget === 'string' && !field.pattern) field.pattern = ['\\S', 'Must not be empty'];
    return field;
  });
  // The post must have text after the frontmatter (lib/post-schema.ts refuses an empty one).
  const body: CmsField = { name: 'body', label: copy.body?.label ?? 'Body', widget: 'markdown', required: true };
  if (copy.body?.hint) body.hint = copy.body.hint;
  return [...fields, body];
}

/** The whole config.yml. */
export function cmsConfig(options: CmsOptions) {
  const backend: Record<string, unknown> = { name: 'github', repo: options.repo, branch: options.branch };
  if (options.authBaseUrl) backend.base_url = options.authBaseUrl;
  if (options.authEndpoint) backend.auth_endpoint = options.authEndpoint;
  return {
    backend,
    // Draft -> In review -> Ready, each a pull request, until an editor publishes (merges) it.
    publish_mode: 'editorial_workflow',
    // Under `npm run cms` only: on localhost, Decap first looks for decap-server here and then saves files directly.
    ...(options.localBackendUrl ? { local_backend: { url: options.localBackendUrl } } : {}),
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    // Uploads land in the local photo folder (content/image-origins.ts); the build publishes their
    // variants. Posts name them by that folder, without the base path, as the schema expects.
    media_folder: localPhotoSourceFolder.replace(/\/$/, ''),
    public_folder: localPhotoFolder.replace(/\/$/, ''),
    // The same rule as `npm run new-post`: accents folded, lowercase ASCII, hyphens (scripts/authoring/post-template.ts).
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [
      {
        name: 'posts',
        label: 'Blog posts',
        label_singular: 'Blog post',
        description: 'Posts on /blog/. A post is a markdown file in content/posts/; its file name is its address.',
        folder: options.postsFolder,
        extension: 'md',
        format: 'frontmatter',
        create: true,
        slug: '{{slug}}',
        preview_path: 'blog/{{slug}}/',
        summary: '{{title}} · {{date}}',
        sortable_fields: ['date', 'title', 'author'],
        view_filters: [{ label: 'Drafts', field: 'draft', pattern: true }],
        fields: postFields(),
      },
    ],
  };
}
