import { topics } from '@/content/topics';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { postFieldCopy } from '@/content/post-fields';
import { allowedImageHosts } from '@/lib/image-origins';
import { frontmatterSchema } from '@/lib/post-schema';
import { tripFieldCopy } from '@/content/trip-fields';
import { services } from '@/lib/services';
import { tripSchema } from '@/lib/trip-schema';
import { isRequiredField as isRequired } from '@/lib/collection';
import { collectionList } from '@/lib/collections';
import { cmsConfig, collectionFields, widgetOverrides } from './cms-config';

const options = {
  repo: 'owner/site',
  branch: 'main',
  localBackendUrl: 'http://localhost:8081/api/v1',
  siteUrl: 'https://travelorchard.example',
  basePath: '',
};
const postFields = (schema: z.ZodObject = frontmatterSchema, copy = postFieldCopy) => collectionFields(schema, copy);
const fields = postFields();
const tripFields = collectionFields(tripSchema, tripFieldCopy);
const byName = new Map(fields.map((field) => [field.name, field]));

describe.each(collectionList.map(({ collection, cms }) => ({ name: collection.name, collection, cms })))(
  'the CMS $name collection, from the one loop',
  ({ collection, cms }) => {
    it("has exactly the schema's fields in its order, then the body, each required as the schema says, with its copy's label and hint", () => {
      const fields = collectionFields(collection.schema, cms.copy.fields);
      expect(fields.map((field) => field.name)).toEqual([...Object.keys(collection.schema.shape), 'body']);
      // No copy for a field the schema no longer has (`itinerary.title` is a part's copy).
      const topLevelCopy = Object.keys(cms.copy.fields).filter((key) => !key.includes('.'));
      expect(topLevelCopy.sort()).toEqual(fields.map((field) => field.name).sort());
      for (const field of fields) {
        const schema = collection.schema.shape[field.name] as z.ZodType | undefined;
        expect(field.required, field.name).toBe(schema ? isRequired(schema) : true);
        expect(field.label, field.name).toBe(cms.copy.fields[field.name]!.label);
        if (cms.copy.fields[field.name]!.hint) expect(field.hint, field.name).toContain(cms.copy.fields[field.name]!.hint);
      }
    });
  },
);

describe('the CMS posts collection', () => {
  it('requires the title, author, date and body', () => {
    expect(fields.filter((field) => field.required).map((field) => field.name)).toEqual(['title', 'author', 'date', 'body']);
  });

  it('overrides widgets only for fields a collection still has', () => {
    const names = new Set([...fields, ...tripFields].map((field) => field.name));
    for (const name of Object.keys(widgetOverrides)) expect(names.has(name), name).toBe(true);
  });

  it('writes the date as YYYY-MM-DD with a date picker and no time', () => {
    expect(byName.get('date')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false });
  });

  // The photo's pattern against the schema's rule: scripts/build/image-origins-rule.test.ts.
  it('names the allowed image hosts', () => {
    expect(byName.get('image')!.hint).toContain(`Allowed image hosts: ${allowedImageHosts}`);
  });

  it('limits the summary to the schema maximum', () => {
    const excerpt = byName.get('excerpt')!;
    const pattern = new RegExp(excerpt.pattern![0]);
    expect(pattern.test('x'.repeat(300))).toBe(true);
    expect(pattern.test('x'.repeat(301))).toBe(false);
    expect(excerpt.hint).toContain('At most 300 characters');
  });

  it('defaults draft to the schema default', () => {
    expect(byName.get('draft')).toMatchObject({ widget: 'boolean', default: false, required: false });
  });

  it('maps lists and choices a new field may bring, and stops the build on a kind it does not know', () => {
    const schema = z.strictObject({
      keywords: z.array(z.string()).optional(),
      region: z.enum(['africa', 'europe']),
      kinds: z.array(z.enum(['guide', 'news'])).optional(),
    });
    expect(postFields(schema, {})).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'keywords',
          widget: 'list',
          required: false,
          label: 'keywords',
          field: expect.objectContaining({ widget: 'string' }),
        }),
        expect.objectContaining({ name: 'region', widget: 'select', options: ['africa', 'europe'], required: true }),
        expect.objectContaining({ name: 'kinds', widget: 'select', multiple: true, options: ['guide', 'news'] }),
      ]),
    );
    expect(() => postFields(z.strictObject({ when: z.date() }), {})).toThrow(/"when" is of a kind .* that has no CMS widget yet/);
  });

  it('offers the topics of content/topics.ts as a multiple choice, optional like in the schema', () => {
    const tags = postFields().find((field) => field.name === 'tags');
    expect(tags).toMatchObject({ widget: 'select', multiple: true, required: false });
    expect(tags?.options).toEqual(topics.map((topic) => ({ label: topic.name, value: topic.slug })));
  });

  it('publishes through GitHub with the editorial workflow, and uses the local backend on localhost', () => {
    const config = cmsConfig({ ...options, authBaseUrl: 'https://auth.example.workers.dev' });
    expect(config.backend).toEqual({
      name: 'github',
      repo: 'owner/site',
      branch: 'main',
      base_url: 'https://auth.example.workers.dev',
    });
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config.local_backend).toEqual({ url: 'http://localhost:8081/api/v1' });
    // A production build names no local backend: nothing in out/ points at the editor's machine.
    expect(cmsConfig({ ...options, localBackendUrl: undefined })).not.toHaveProperty('local_backend');
    expect(config.collections.map((collection) => collection.name)).toEqual(['posts', 'trips', 'visas', 'testimonials']);
    expect(config.collections[0]).toMatchObject({
      folder: 'content/posts',
      extension: 'md',
      format: 'frontmatter',
      slug: '{{slug}}',
    });
    // A guide's address is its country's: United Kingdom → /visas/united-kingdom/.
    expect(config.collections[2]).toMatchObject({ folder: 'content/visas', slug: '{{fields.country}}' });
  });
});

describe('the CMS trips collection, from the same loop', () => {
  const trip = new Map(tripFields.map((field) => [field.name, field]));

  it('edits the itinerary as a list of days, each a title and a text', () => {
    expect(trip.get('itinerary')).toMatchObject({
      widget: 'list',
      label_singular: 'day',
      required: true,
      fields: [
        { name: 'title', label: 'Day title', widget: 'string', required: true },
        { name: 'text', label: 'What happens', widget: 'string', required: true },
      ],
    });
  });

  it('offers the six services and the currencies as choices, naira by default, and days with a date picker', () => {
    expect(trip.get('service')).toMatchObject({
      widget: 'select',
      options: services.map((s) => ({ label: s.title, value: s.id })),
    });
    const price = trip.get('price')!;
    expect(price).toMatchObject({ widget: 'object', required: true });
    expect(price.fields).toEqual([
      expect.objectContaining({ name: 'amount', widget: 'number', value_type: 'int', required: true }),
      expect.objectContaining({
        name: 'currency',
        widget: 'select',
        options: ['NGN', 'USD', 'GBP', 'EUR'],
        default: 'NGN',
        required: false,
      }),
    ]);
    expect(trip.get('priceValidUntil')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', required: true });
    expect(trip.get('departures')).toMatchObject({
      widget: 'list',
      required: false,
      field: { widget: 'datetime', format: 'YYYY-MM-DD' },
    });
  });

  it("lets a post name trips from the trips collection's entries", () => {
    expect(byName.get('trips')).toMatchObject({
      widget: 'relation',
      collection: 'trips',
      value_field: '{{slug}}',
      multiple: true,
      required: false,
    });
  });
});

describe('the CMS testimonials collection: data without pages, from the same loop', () => {
  const testimonials = cmsConfig(options).collections.find((collection) => collection.name === 'testimonials');

  it('names its trip from the trips collection, and its dates with a date picker', () => {
    const byField = new Map(testimonials?.fields.map((field) => [field.name, field]));
    expect([...byField.keys()]).toEqual(['name', 'city', 'trip', 'date', 'consentDate', 'draft', 'sample', 'body']);
    expect(byField.get('trip')).toMatchObject({ widget: 'relation', collection: 'trips', multiple: false, required: true });
    expect(byField.get('consentDate')).toMatchObject({ widget: 'datetime', required: true });
  });

  it('lists an entry by its first name, files it by name and city, and previews it without a page', () => {
    expect(testimonials).toMatchObject({ identifier_field: 'name', slug: '{{fields.name}}-{{fields.city}}' });
    expect(testimonials).not.toHaveProperty('preview_path');
    expect(testimonials?.view_filters.map((filter) => filter.label)).toEqual(['Drafts', 'Samples']);
  });
});
