/**
 * The Decap CMS configuration for /admin/, generated at build time from the content collections
 * (lib/collection.ts), one loop over them, so the editor's forms cannot drift from what the build
 * accepts: every frontmatter field becomes a form field, required exactly when the schema requires
 * it, with the labels and hints of the collection's copy in content/. The schema is read through
 * zod's own JSON Schema (`z.toJSONSchema`), a public format, never through zod's internals. A field
 * of a kind this file does not know stops the build (see widgetFor).
 */
import { z } from 'zod';
import { topics } from '../../content/topics';
import type { CmsFieldCopy } from '../../content/types';
import type { BaseEntry } from '../../lib/collection';
import { collectionList, type SiteCollection } from '../../lib/collections';
import { allowedImageHosts, allowedPhotoPattern, localPhotoFolder } from '../../lib/image-origins';
import { localPhotoSourceFolder, MAX_PHOTO_MB } from '../../lib/photo-files';
import { services } from '../../lib/services';

/** One Decap field, as it appears in config.yml. */
export type CmsField = {
  name: string;
  label: string;
  widget: string;
  required: boolean;
  hint?: string;
  default?: unknown;
  pattern?: [string, string];
  fields?: CmsField[];
  field?: CmsField;
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
};

/** The part of JSON Schema that zod writes for a frontmatter schema. */
type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  default?: unknown;
  maxLength?: number;
  /** The collection a `reference()` field names entries of (lib/collection.ts). */
  reference?: string;
};

/** A schema as the CMS reads it: what a visitor's file may hold, before defaults are applied. */
function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const dateWidget = { widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false, picker_utc: true };

/**
 * Fields whose widget is not implied by their kind, by name, in whichever collection has them: the
 * photo is a URL on an allowed host, the topics and the service a choice from content/ with its
 * names. (A field naming another collection's entries is a relation because it is a reference, see
 * widgetFor.) The unit test checks each name is still a field of some collection.
 */
export const widgetOverrides: Record<string, () => Partial<CmsField>> = {
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
  service: () => ({ widget: 'select', options: services.map((service) => ({ label: service.title, value: service.id })) }),
};

/** A reference (lib/collection.ts `reference()`): a choice of the other collection's entries, by title. */
function relationWidget(collection: string, multiple: boolean): Partial<CmsField> {
  return {
    widget: 'relation',
    collection,
    value_field: '{{slug}}',
    search_fields: ['title'],
    display_fields: ['title'],
    multiple,
  };
}

/** The widget a field's JSON Schema maps to: text, numbers, choices, days, groups and lists of them. */
function widgetFor(path: string, schema: JsonSchema, copy: Record<string, CmsFieldCopy>): Partial<CmsField> {
  const { type, items } = schema;
  if (schema.reference) return relationWidget(schema.reference, false);
  if (type === 'array' && items?.reference) return relationWidget(items.reference, true);
  if (schema.enum) return { widget: 'select', options: schema.enum };
  if (type === 'string' && schema.format === 'date') return dateWidget;
  if (type === 'string' && schema.maxLength) {
    const max = schema.maxLength;
    return { widget: 'text', pattern: [`^[\\s\\S]{0,${max}}$`, `At most ${max} characters`] };
  }
  if (type === 'string') return { widget: 'string' };
  if (type === 'boolean') return { widget: 'boolean' };
  if (type === 'integer' || type === 'number') return { widget: 'number', value_type: type === 'integer' ? 'int' : 'float' };
  if (type === 'object') return { widget: 'object', collapsed: false, fields: objectFields(path, schema, copy) };
  if (type === 'array' && items?.enum) return { widget: 'select', multiple: true, options: items.enum };
  if (type === 'array' && items?.type === 'object')
    return { widget: 'list', allow_add: true, fields: objectFields(path, items, copy) };
  // A list of single values is a list with one field, so a line may hold a comma.
  if (type === 'array' && items?.type && items.type !== 'array') {
    return {
      widget: 'list',
      allow_add: true,
      field: { ...fieldFor(path, 'item', items, copy, true), label: copy[path]?.label ?? path },
    };
  }
  throw new Error(
    `scripts/build/cms-config.ts: the field "${path}" is of a kind (${type ?? 'not expressible in JSON Schema'}) that has no CMS widget yet; add one in widgetFor`,
  );
}

function hintFor(name: string, copy: CmsFieldCopy | undefined, schema: JsonSchema): string | undefined {
  const parts = [copy?.hint];
  if (name === 'image')
    parts.push(`Allowed image hosts: ${allowedImageHosts}. Uploads: JPEG, PNG, WebP or AVIF, at most ${MAX_PHOTO_MB} MB.`);
  if (schema.maxLength && name !== 'image') parts.push(`At most ${schema.maxLength} characters.`);
  const hint = parts.filter(Boolean).join(' ');
  return hint || undefined;
}

/** One form field: `path` is its place in the frontmatter (`itinerary.title`), which keys its copy. */
function fieldFor(
  path: string,
  name: string,
  schema: JsonSchema,
  copy: Record<string, CmsFieldCopy>,
  required: boolean,
): CmsField {
  const field: CmsField = {
    name,
    label: copy[path]?.label ?? name,
    required,
    ...(widgetOverrides[name]?.() ?? widgetFor(path, schema, copy)),
  } as CmsField;
  const hint = hintFor(name, copy[path], schema);
  if (hint) field.hint = hint;
  if (copy[path]?.labelSingular) field.label_singular = copy[path].labelSingular;
  if (schema.default !== undefined) field.default = schema.default;
  // Text the schema trims and requires must hold more than spaces.
  if (field.required && field.widget === 'string' && !field.pattern) field.pattern = ['\\S', 'Must not be empty'];
  return field;
}

function objectFields(path: string, schema: JsonSchema, copy: Record<string, CmsFieldCopy>): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fieldFor(path ? `${path}.${name}` : name, name, property, copy, required.has(name)),
  );
}

/** A collection's frontmatter fields, in the schema's order, then the markdown body (which every entry must have). */
export function collectionFields(schema: z.ZodObject, copy: Record<string, CmsFieldCopy>): CmsField[] {
  const body: CmsField = { name: 'body', label: copy.body?.label ?? 'Body', widget: 'markdown', required: true };
  if (copy.body?.hint) body.hint = copy.body.hint;
  return [...objectFields('', jsonSchemaOf(schema), copy), body];
}

const drafts = { label: 'Drafts', field: 'draft', pattern: true };
const samples = { label: 'Samples', field: 'sample', pattern: true };

/**
 * One collection of lib/collections.ts as Decap declares it: its copy, where an entry is previewed
 * (a collection of data, without pages, has no such page), its list's filters. Decap lists entries
 * by their `title`, or by the first field their file name comes from when there is no title.
 */
function decapCollection({ collection, cms, entryPath }: SiteCollection<BaseEntry>) {
  const { copy } = cms;
  const titled = 'title' in collection.schema.shape;
  return {
    name: collection.name,
    label: copy.label,
    label_singular: copy.labelSingular,
    description: copy.description,
    folder: collection.folder,
    extension: 'md',
    format: 'frontmatter',
    create: true,
    ...(titled || !cms.slugFrom ? {} : { identifier_field: cms.slugFrom[0] }),
    // Decap's `{{slug}}` is the title's; `{{fields.<name>}}` another field's, cleaned by the same rule.
    slug: cms.slugFrom ? cms.slugFrom.map((field) => `{{fields.${field}}}`).join('-') : '{{slug}}',
    ...(entryPath ? { preview_path: entryPath('{{slug}}').replace(/^\//, '') } : {}),
    summary: copy.summary,
    sortable_fields: [...copy.sortableFields],
    view_filters: cms.samples ? [drafts, samples] : [drafts],
    fields: collectionFields(collection.schema, copy.fields),
  };
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
    // The same rule as `npm run new-post` and `npm run new`: accents folded, lowercase ASCII, hyphens (entrySlug, scripts/authoring/scaffold.ts).
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: collectionList.map(decapCollection),
  };
}
