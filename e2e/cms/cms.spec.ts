import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { photoProblemMessage } from '../../lib/photo-files';
import { tripCmsNotices } from '../../content/trip-fields';
import { tripsCopy } from '../../content/trips';
import { collectEntries, readEntryFiles, type AnyCollection, type BaseEntry, type Collection } from '../../lib/collection';
import { markdownToHtml } from '../../lib/markdown';
import type { z } from 'zod';
import { parsePost } from '../../lib/post-schema';
import { trips } from '../../lib/trips';
import { testimonials } from '../../lib/testimonials';
import { visas } from '../../lib/visas';
import { collectionList, collections } from '../../lib/collections';
import { TEST_BUILD_DATE } from '../build-dates';
import { CMS_ROOT } from './setup';
import { entrySlug } from '../../scripts/authoring/scaffold';
import { CAMERA_EXIF } from '../../scripts/lib/synthetic-photos';
import { expect, test } from '../fixtures';

/**
 * The CMS at /admin/ as an editor uses it, against its local backend (decap-server on loopback)
 * writing into a temporary copy of the posts (scripts/test/cms-fixture.ts).
 */
const postsDir = join(CMS_ROOT, 'repo', 'content', 'posts');
const postFile = (slug: string) => join(postsDir, `${slug}.md`);
const listPosts = () => readdirSync(postsDir).sort();

async function openCollection(page: Page) {
  await page.goto('admin/');
  // The local backend needs no account: its login page is a single button.
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Blog posts' })).toBeVisible();
}

/** A field of the entry being written, by its label (Decap's widgets, labelled as cms/ names them). */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** The preview pane beside the editor. */
const preview = (page: Page) => page.frameLocator('iframe').first();

/** Types into the entry's rich text body, as an editor does. */
async function typeBody(page: Page, text: string) {
  await page.getByRole('textbox').and(page.locator('[data-slate-editor]')).click();
  await page.keyboard.type(text);
}

/** Opens a new entry of the collection: its link in the list of collections, then its "New" link. */
async function newEntry(page: Page, collection: string, entry: RegExp) {
  await page.getByRole('link', { name: collection, exact: true }).click();
  await page.getByRole('link', { name: entry }).click();
}

/** Opens the CMS and starts a new post by Ada Obi, dated `date`, with `title` (none if omitted) and `body`. */
async function startPost(page: Page, { title, date, body }: { title?: string; date: string; body?: string }) {
  await openCollection(page);
  await page.getByRole('link', { name: /Blog post$/ }).click();
  if (title) await field(page, 'Title').fill(title);
  await field(page, 'Author').fill('Ada Obi');
  await field(page, 'Date').fill(date);
  if (body) await typeBody(page, body);
}

/** The photo field takes a CDN address through Decap's "Insert from URL", which asks in a prompt. */
async function insertPhotoUrl(page: Page, url: string) {
  page.once('dialog', (dialog) => void dialog.accept(url));
  await page.getByRole('button', { name: 'Insert from URL' }).click();
}

/** A new post file's text once the local backend has written it. */
async function writtenText(file: string): Promise<string> {
  await expect.poll(() => textOnDisk(file), { timeout: 15_000, message: `${file} is written` }).not.toBe('');
  return textOnDisk(file);
}

/**
 * A file's text, or '' while it does not exist. The backend writes with `fs.writeFile`, which
 * empties a file before it writes into it, so on a busy machine a read can also find it empty for
 * a moment (CI runs did, for a new post and for an edited one): callers wait an empty read out.
 */
function textOnDisk(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

/** The entry the local backend wrote into the collection's copy, read by the collection's own schema and rules. */
async function writtenEntry<Schema extends z.ZodObject, Entry extends BaseEntry>(
  collection: Collection<Schema, Entry>,
  slug: string,
): Promise<Entry | undefined> {
  const file = join(CMS_ROOT, 'repo', collection.folder, `${slug}.md`);
  const source = await writtenText(file);
  return collectEntries(collection, [{ fileName: `${slug}.md`, displayPath: file, source }], {
    includeDrafts: false,
    today: TEST_BUILD_DATE,
  })[0];
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

/** The rich text editor, driven with its toolbar and keyboard as an editor would. */
async function writeBody(page: Page) {
  const body = page.getByRole('textbox').and(page.locator('[data-slate-editor]'));
  await body.click();
  await page.keyboard.type('Zurich rewards a slow weekend. ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Book the lake cruise ahead');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' in summer.');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bulleted List' }).click();
  await page.keyboard.type('Old Town walk');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Cafe Sprungli');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  // The link through the editor's Markdown mode (its Rich Text / Markdown switch), as editors
  // write links as often as through the toolbar's prompt.
  await page.getByText('Markdown', { exact: true }).locator('xpath=preceding-sibling::*[1]').click();
  const markdown = page.getByRole('textbox').and(page.locator('[data-slate-editor]'));
  await expect(markdown).toContainText('**Book the lake cruise ahead**');
  await markdown.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('\n\n[Ask us for a plan](/contact/)');
}

/** A trip as an editor writes it in the Trips collection: Decap's widgets found by the labels of content/trip-fields.ts. */
const newTrip = {
  title: 'Kigali City Break',
  slug: 'kigali-city-break',
  summary: 'Four days in Rwanda’s calm, green capital: the genocide memorial, Nyamirambo’s food and a day at Lake Kivu.',
  place: 'Kigali',
  country: 'Rwanda',
  serviceTitle: 'Leisure & Family Travel',
  service: 'leisure-family-travel',
  days: 4,
  nights: 3,
  amount: 1200000,
  priceBasis: 'per person sharing',
  priceValidUntil: '2027-01-31',
  highlight: 'A guided afternoon in Nyamirambo, the city’s oldest quarter',
  day: { title: 'Lagos to Kigali', text: 'Direct RwandAir flight from Lagos; met at the airport and driven to your hotel.' },
  included: 'Return flights Lagos to Kigali with RwandAir',
};

async function writeTrip(page: Page) {
  await newEntry(page, 'Trips', /Trip$/);
  await field(page, 'Title').fill(newTrip.title);
  await field(page, 'Summary').fill(newTrip.summary);
  await field(page, 'Place').fill(newTrip.place);
  await field(page, 'Country').fill(newTrip.country);
  await page.getByRole('combobox', { name: 'Service' }).click();
  await page.getByRole('option', { name: newTrip.serviceTitle }).click();
  await field(page, 'Days').fill(String(newTrip.days));
  await field(page, 'Nights').fill(String(newTrip.nights));
  await field(page, 'Amount').fill(String(newTrip.amount));
  await field(page, 'Price basis').fill(newTrip.priceBasis);
  // A day already past: the preview warns that the site shows "Price on request"; then a day ahead.
  await field(page, 'Price valid until').fill('2024-01-31');
  await expect(preview(page).getByRole('alert')).toHaveText(tripCmsNotices.priceExpired.replace('{date}', '31 January 2024'));
  await field(page, 'Price valid until').fill(newTrip.priceValidUntil);
  await page.getByRole('button', { name: 'Add highlight' }).click();
  await field(page, 'Highlights').fill(newTrip.highlight);
  await page.getByRole('button', { name: 'Add day' }).click();
  await field(page, 'Day title').fill(newTrip.day.title);
  await field(page, 'What happens').fill(newTrip.day.text);
  await page.getByRole('button', { name: 'Add line' }).first().click();
  await field(page, 'Included').fill(newTrip.included);
  await typeBody(page, 'Kigali suits a first trip to East Africa: safe, walkable and an easy flight from Lagos.');
  await expect(preview(page).getByRole('heading', { level: 1, name: newTrip.title })).toBeVisible();
  await expect(preview(page).getByText(`${tripsCopy.priceFrom} ₦1,200,000 ${newTrip.priceBasis}`)).toBeVisible();
  await expect(preview(page).getByRole('alert')).toHaveCount(0);
  await publish(page);
}

/**
 * A visa guide as the visa desk writes it in the Visa guides collection (content/visa-fields.ts's
 * labels). Test data in a temporary folder, never published: its fees and times are examples.
 */
const newGuide = {
  title: 'Ireland short-stay visa',
  country: 'Ireland',
  slug: 'ireland',
  summary: 'The short-stay C visa for holidays and family visits: an online AVATS form, then documents to VFS Global in Abuja.',
  visaType: { name: 'Short-stay C visa', purpose: 'Holidays and family visits', validity: 'Up to 90 days' },
  centre: 'Ireland visa application centre (VFS Global)',
  city: 'Abuja',
  appointmentWait: '1 to 3 weeks',
  processingTime: 'about 8 weeks',
  fee: { item: 'Visa fee', amount: '60', currency: 'EUR' },
  document: 'International passport',
  checkedOn: '2026-11-20',
  checkAgainBy: '2027-03-31',
  advice: 'Apply eight weeks ahead: Dublin decides, and the passport travels there and back.',
};

async function writeGuide(page: Page) {
  await newEntry(page, 'Visa guides', /Visa guide$/);
  const choose = async (label: string, option: string) => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  await field(page, 'Title').fill(newGuide.title);
  await field(page, 'Country or area').fill(newGuide.country);
  await field(page, 'Summary').fill(newGuide.summary);
  await page.getByRole('button', { name: 'Add visa type' }).click();
  await field(page, 'Name').fill(newGuide.visaType.name);
  await field(page, 'For').fill(newGuide.visaType.purpose);
  await field(page, 'Valid for').fill(newGuide.visaType.validity);
  await page.getByRole('button', { name: 'Add centre' }).click();
  await field(page, 'Centre').fill(newGuide.centre);
  await choose('City', newGuide.city);
  await field(page, 'Appointment wait').fill(newGuide.appointmentWait);
  await field(page, 'Processing time').fill(newGuide.processingTime);
  await page.getByRole('button', { name: 'Add fee' }).click();
  await field(page, 'What for').fill(newGuide.fee.item);
  await field(page, 'Amount').fill(newGuide.fee.amount);
  await choose('Currency', newGuide.fee.currency);
  await field(page, 'Fees valid until').fill(newGuide.checkAgainBy);
  await page.getByRole('button', { name: 'Add document' }).click();
  await field(page, 'Document').fill(newGuide.document);
  await field(page, 'Checked on').fill(newGuide.checkedOn);
  await field(page, 'Check again by').fill(newGuide.checkAgainBy);
  await typeBody(page, newGuide.advice);
  await expect(preview(page).getByRole('heading', { level: 1, name: newGuide.title })).toBeVisible();
  await expect(preview(page).getByRole('listitem').filter({ hasText: newGuide.document })).toBeVisible();
  await publish(page);
}

/** A client's words in the Testimonials collection, a collection of data: its trip picked from the trips by title. */
const newTestimonial = {
  name: 'Amaka',
  city: 'Enugu',
  slug: 'amaka-enugu',
  trip: { title: 'Zanzibar Beach Week', slug: 'zanzibar-beach-week' },
  date: '2026-11-10',
  consentDate: '2026-11-12',
  words: 'The transfer was waiting at midnight, and the children still talk about the spice farm.',
};

async function writeTestimonial(page: Page) {
  await newEntry(page, 'Testimonials', /Testimonial$/);
  await field(page, 'First name').fill(newTestimonial.name);
  await field(page, 'City').fill(newTestimonial.city);
  await page.getByRole('combobox', { name: 'Trip' }).click();
  await page.keyboard.type('Zanzibar');
  await page.getByRole('option', { name: newTestimonial.trip.title, exact: true }).click();
  await field(page, 'Said on').fill(newTestimonial.date);
  await field(page, 'Agreed to publication on').fill(newTestimonial.consentDate);
  await typeBody(page, newTestimonial.words);
  await expect(preview(page).locator('blockquote')).toHaveText(newTestimonial.words);
  await expect(preview(page).getByText(`${newTestimonial.name}, ${newTestimonial.city}`, { exact: true })).toBeVisible();
  await publish(page);
}

test.describe('the CMS at /admin/', () => {
  test('creates a post, a trip, a visa guide and a testimonial through the widgets; the build’s loader accepts them', async ({
    page,
  }) => {
    // Four entries through the widgets, each published: four times a test's limit.
    test.setTimeout(test.info().timeout * 4);
    const title = 'Café Culture: A Weekend in Zürich!';
    const slug = entrySlug(title);
    expect(slug).toBe('cafe-culture-a-weekend-in-zurich');

    await test.step('write and publish the post in the browser', async () => {
      await startPost(page, { title, date: '2024-09-14' });
      await writeBody(page);
      // The preview pane renders with the site's pipeline: the bold text, the list and the link.
      await expect(preview(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(preview(page).locator('strong', { hasText: 'Book the lake cruise ahead' })).toBeVisible();
      await expect(preview(page).getByRole('listitem')).toHaveText(['Old Town walk', 'Cafe Sprungli']);
      await expect(preview(page).getByRole('link', { name: 'Ask us for a plan' })).toHaveAttribute('href', '/contact/');
      await publish(page);
    });

    await test.step('the file has the frontmatter and markdown the site expects', async () => {
      const source = await writtenText(postFile(slug));
      const post = parsePost(source, slug, `${slug}.md`);
      expect(post).toMatchObject({ title, author: 'Ada Obi', date: '2024-09-14', draft: false });
      expect(source).toMatch(/^date: "?2024-09-14"?$/m);
      expect(post.markdown).toContain('**Book the lake cruise ahead**');
      expect(post.markdown).toMatch(/^[*-] Old Town walk$/m);
      expect(post.markdown).toContain('[Ask us for a plan](/contact/)');
    });

    await test.step('write and publish a trip in the browser, with its nested lists', async () => {
      // From the post just published, back to the collections, as an editor goes on to the next entry.
      await page.getByRole('link', { name: /Writing in Blog posts collection/ }).click();
      await writeTrip(page);
      expect(await writtenEntry(trips, newTrip.slug)).toMatchObject({
        slug: newTrip.slug,
        title: newTrip.title,
        destination: { place: newTrip.place, country: newTrip.country },
        service: newTrip.service,
        duration: { days: newTrip.days, nights: newTrip.nights },
        price: { amount: newTrip.amount, currency: 'NGN' },
        priceValidUntil: newTrip.priceValidUntil,
        highlights: [newTrip.highlight],
        itinerary: [newTrip.day],
        included: [newTrip.included],
        draft: false,
      });
    });

    await test.step('write and publish a visa guide, its address from its country', async () => {
      await page.getByRole('link', { name: /Writing in Trips collection/ }).click();
      await writeGuide(page);
      expect(await writtenEntry(visas, newGuide.slug)).toMatchObject({
        slug: newGuide.slug,
        title: newGuide.title,
        country: newGuide.country,
        applyAt: [{ centre: newGuide.centre, city: newGuide.city }],
        fees: [{ ...newGuide.fee, amount: Number(newGuide.fee.amount) }],
        documents: [{ item: newGuide.document }],
        sample: false,
      });
    });

    await test.step('write and publish a testimonial, its trip chosen from the trips, its file from name and city', async () => {
      await page.getByRole('link', { name: /Writing in Visa guides collection/ }).click();
      await writeTestimonial(page);
      expect(await writtenEntry(testimonials, newTestimonial.slug)).toMatchObject({
        name: newTestimonial.name,
        city: newTestimonial.city,
        trip: newTestimonial.trip.slug,
        date: newTestimonial.date,
        consentDate: newTestimonial.consentDate,
        markdown: expect.stringContaining(newTestimonial.words),
        sample: false,
      });
    });

    await test.step("the build's own loader reads the three folders whole, references resolved, and lists each entry at its address", async () => {
      // The build's code over the CMS's copy, not a second `next build` (80-117 s of a loaded run's
      // two cores, decision 0150): the loader with every rule and reference, the sitemap's list
      // (each collection's pages()) and the post's markdown through the site's pipeline. That every
      // accepted entry renders is the main export's tests' job.
      const folderOf = (collection: AnyCollection) => join(CMS_ROOT, 'repo', collection.folder);
      const options = { includeDrafts: false, today: TEST_BUILD_DATE };
      const entriesOf = (collection: AnyCollection) => collectEntries(collection, readEntryFiles(folderOf(collection)), options);
      const addresses = collectionList.flatMap(({ collection, pages }) =>
        (pages?.(collectEntries(collection, readEntryFiles(folderOf(collection)), { ...options, entriesOf })) ?? []).map(
          ({ path }) => path,
        ),
      );
      expect(addresses).toEqual(
        expect.arrayContaining([`/blog/${slug}/`, `/trips/${newTrip.slug}/`, `/visas/${newGuide.slug}/`, '/visas/']),
      );
      expect(addresses.filter((path) => path.startsWith('/admin'))).toEqual([]);
      const post = entriesOf(collections.posts.collection).find((entry) => entry.slug === slug)!;
      const html = await markdownToHtml(post.markdown);
      expect(html).toContain('<strong>Book the lake cruise ahead</strong>');
      expect(html).toContain('<a href="/contact/">Ask us for a plan</a>');
    });
  });

  test('is kept out of search engines, runs under its own policy, and saves an edit to an existing post in its file', async ({
    page,
  }) => {
    const response = await page.goto('admin/');
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    expect(response?.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toContain("script-src 'self' 'unsafe-eval'");
    expect(policy).toContain('https://api.github.com');

    const file = postFile('weekend-in-zanzibar');
    const before = parsePost(readFileSync(file, 'utf8'), 'weekend-in-zanzibar', file);
    await openCollection(page);
    await page.getByRole('link', { name: /A Long Weekend in Zanzibar from Lagos/ }).click();
    const author = field(page, 'Author');
    await expect(author).toHaveValue(before.author);
    await author.fill('Ada Obi');
    await publish(page);
    // An empty read is the backend mid-write (textOnDisk); any other text must parse.
    let source = '';
    await expect
      .poll(
        () => {
          source = textOnDisk(file);
          return source && parsePost(source, 'weekend-in-zanzibar', file).author;
        },
        { timeout: 15_000 },
      )
      .toBe('Ada Obi');
    const after = parsePost(source, 'weekend-in-zanzibar', file);
    // Everything else is kept as it was.
    expect({ ...after, author: before.author }).toEqual(before);
  });
});

test.describe('the CMS before saving', () => {
  // Decap logs the refused save as an error; the refusal is what this test asserts.
  test.use({ allowConsoleErrors: /photo needs a description|Failed to persist/ });

  test('refuses a post without a title, then a photo without its description, naming the problem and writing no file', async ({
    page,
  }) => {
    const files = listPosts();
    await startPost(page, { date: '2024-09-15', body: 'The city after dark.' });
    await publish(page);
    await expect(page.getByText('Title is required.')).toBeVisible();
    await expect(page.getByText(/missed a required field/)).toBeVisible();
    expect(listPosts()).toEqual(files);

    await field(page, 'Title').fill('Lagos by Night');
    await insertPhotoUrl(page, 'https://images.unsplash.com/photo-1551632811-561732d1e306');
    await expect(preview(page).locator('img')).toHaveAttribute(
      'src',
      /^https:\/\/images\.unsplash\.com\/photo-1551632811-561732d1e306\?/,
    );
    await publish(page);
    await expect(page.getByText(/The photo needs a description/)).toBeVisible();
    expect(listPosts()).toEqual(files);
  });
});

test.describe('the CMS with the agency\u2019s own photos', () => {
  // Decap's media-library thumbnail asks the repository's server for the upload before it is
  // saved, and gets a 404 (scripts/serve/serve.ts). The editor sees the preview, not this request.
  test.use({ allowConsoleErrors: /Failed to load resource: the server responded with a status of 404/ });

  const uploads = join(CMS_ROOT, 'repo', 'public', 'images', 'uploads');
  const uploaded = () => (existsSync(uploads) ? readdirSync(uploads).sort() : []);

  test('refuses an iPhone HEIC when it is picked, in the build\u2019s words, and uploads a phone JPEG as the post\u2019s photo', async ({
    page,
  }) => {
    const before = uploaded();
    await startPost(page, { title: 'Our Group in Stone Town', date: '2024-09-17', body: 'The whole group at the Old Fort.' });

    await page.getByRole('button', { name: 'Choose an image' }).click();
    const upload = page.locator('input[type="file"]');
    await upload.setInputFiles({ name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: Buffer.from('not decoded') });
    await expect(page.getByRole('alert')).toContainText(photoProblemMessage('IMG_0001.HEIC', { kind: 'heic' }));
    expect(uploaded()).toEqual(before);

    const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#4a7a9c' } })
      .jpeg()
      .withExif(CAMERA_EXIF)
      .toBuffer();
    await upload.setInputFiles({ name: 'stone-town-group.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await expect(page.getByRole('alert')).toHaveCount(0);
    // Held with the entry until it is saved (the editorial workflow), then written beside the posts' repository.
    // Decap selects the file it has just uploaded (shown as a draft card until the post is saved).
    await expect(page.getByText('stone-town-group.jpg', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Choose selected' }).click();
    // The preview shows the photo just picked, before it is saved, as the post will: loaded, not broken.
    const photo = preview(page).getByRole('img', { name: 'Our group at the Old Fort in Stone Town' });
    await page.getByLabel(/^Photo description/).fill('Our group at the Old Fort in Stone Town');
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1200);
    await publish(page);
    const file = postFile('our-group-in-stone-town');
    const post = parsePost(await writtenText(file), 'our-group-in-stone-town', file);
    expect(post.image).toBe('/images/uploads/stone-town-group.jpg');
    expect(post.imageAlt).toBe('Our group at the Old Fort in Stone Town');
    await expect.poll(uploaded, { timeout: 15_000 }).toContain('stone-town-group.jpg');
  });
});
