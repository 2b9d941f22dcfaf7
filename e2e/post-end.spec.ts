import type { Page } from '@playwright/test';
import { site } from '../content/site';
import { expect, gotoHydrated, test } from './fixtures';

/**
 * What a reader finds at the end of a post: share links, the call to plan a trip like it (which
 * carries the post to the contact form), and related posts. Sample posts: the Alps and Schengen
 * posts share the europe topic; the Zanzibar post shares no topic with any other.
 */
const alps = { slug: 'hiking-in-the-alps', title: "Hiking in the Alps: A First-Timer's Guide" };
const schengen = { slug: 'schengen-visa-from-nigeria', title: 'Applying for a Schengen Visa from Nigeria: What Gets Approved' };
const zanzibar = { slug: 'weekend-in-zanzibar', title: 'A Long Weekend in Zanzibar from Lagos' };
const alpsUrl = `${site.url}/blog/${alps.slug}/`;
const alpsLine = `I would like to plan a trip like the one in "${alps.title}".`;

const messageField = (page: Page) => page.getByRole('form', { name: 'Send us a Message' }).getByLabel('Message');

test.describe('related posts @desktop-only', () => {
  test('a post ends with the posts sharing its topics, never itself, each linking to it', async ({ page }) => {
    await gotoHydrated(page, `/blog/${alps.slug}/`);
    const related = page.getByRole('region', { name: 'Related posts' });
    await expect(related.getByRole('heading', { level: 3 })).toHaveText([schengen.title]);
    await expect(related.getByText(/^\d+ min read$/)).toBeVisible();
    await related.getByRole('link', { name: schengen.title }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${schengen.slug}/$`));
    await expect(page.getByRole('region', { name: 'Related posts' }).getByRole('heading', { level: 3 })).toHaveText([alps.title]);
  });

  test('a post that shares no topic shows no related posts at all', async ({ page }) => {
    await page.goto(`/blog/${zanzibar.slug}/`);
    await expect(page.getByRole('link', { name: 'Plan a trip like this' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Related posts' })).toHaveCount(0);
  });
});

test.describe('the call to plan a trip like this @desktop-only', () => {
  test('links to the contact page with the post, and to WhatsApp with its title', async ({ page }) => {
    await page.goto(`/blog/${alps.slug}/`);
    const cta = page.getByRole('region', { name: 'Ready to plan yours?' });
    await expect(cta.getByRole('link', { name: 'Plan a trip like this' })).toHaveAttribute(
      'href',
      `/contact/?about=${alps.slug}`,
    );
    const whatsapp = cta.getByRole('link', { name: 'Ask on WhatsApp' });
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    const url = new URL((await whatsapp.getAttribute('href'))!);
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${site.whatsapp.number}`);
    expect(url.searchParams.get('text')).toBe(
      `Hello Travel Orchard, I just read "${alps.title}" on your blog and would like to plan a trip like this.`,
    );
  });

  test('starts the contact message with an editable line naming the post', async ({ page }) => {
    await gotoHydrated(page, `/blog/${alps.slug}/`);
    await page.getByRole('link', { name: 'Plan a trip like this' }).click();
    await expect(page).toHaveURL(new RegExp(`/contact/\\?about=${alps.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    const message = messageField(page);
    await expect(message).toHaveValue(`${alpsLine}\n`);
    await message.press('ControlOrMeta+End');
    await message.pressSequentially('Two adults, late August.');
    await expect(message).toHaveValue(`${alpsLine}\nTwo adults, late August.`);
    await message.fill('Something else entirely.');
    await expect(message).toHaveValue('Something else entirely.');
  });

  test.describe('a crafted ?about= value', () => {
    const crafted = [
      ['HTML', '<img src=x onerror="window.__pwned=1">'],
      ['a script', '<script>window.__pwned=1</script>'],
      ['a known slug with markup after it', `${alps.slug}"><b>bold</b>`],
      ['free text', 'Call 0800 000 0000 for cheap flights'],
    ] as const;

    for (const [name, value] of crafted) {
      test(`stays inert: ${name} is never shown or run`, async ({ page }) => {
        const lookup = page.waitForResponse((response) => response.url().endsWith('/enquiries.json'));
        await gotoHydrated(page, `/contact/?about=${encodeURIComponent(value)}`);
        expect((await lookup).status()).toBe(200);
        await page.waitForLoadState('networkidle');
        await expect(messageField(page)).toHaveValue('');
        await expect(page.locator('main img[src="x"], main b, main script:not([type])')).toHaveCount(0);
        await expect(page.getByText('cheap flights')).toHaveCount(0);
        expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      });
    }

    test('is not even looked up when very long', async ({ page }) => {
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await gotoHydrated(page, `/contact/?about=${'a'.repeat(5000)}`);
      await page.waitForLoadState('networkidle');
      await expect(messageField(page)).toHaveValue('');
      expect(requests.filter((url) => url.includes('enquiries.json'))).toEqual([]);
    });

    test('leaves the message empty when the value is empty', async ({ page }) => {
      await gotoHydrated(page, '/contact/?about=');
      await page.waitForLoadState('networkidle');
      await expect(messageField(page)).toHaveValue('');
    });
  });
});

test.describe('share links @desktop-only', () => {
  test('are plain links to each network with the post address and title, opening a new tab', async ({ page }) => {
    await page.goto(`/blog/${alps.slug}/`);
    const share = page.getByRole('region', { name: 'Share this post' });
    const names = await share
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('title')]));
    expect(names).toEqual([
      ['Share on WhatsApp', 'WhatsApp'],
      ['Share on X', 'X'],
      ['Share on Facebook', 'Facebook'],
      ['Share on LinkedIn', 'LinkedIn'],
      ['Share by e-mail', 'E-mail'],
    ]);
    for (const link of await share.getByRole('link').all()) await expect(link).toBeVisible();

    const href = async (name: string) => new URL((await share.getByRole('link', { name }).getAttribute('href'))!);
    const whatsapp = await href('Share on WhatsApp');
    expect([whatsapp.host, whatsapp.searchParams.get('text')]).toEqual(['wa.me', `${alps.title} ${alpsUrl}`]);
    const x = await href('Share on X');
    expect([x.host, x.pathname, x.searchParams.get('url'), x.searchParams.get('text')]).toEqual([
      'x.com',
      '/intent/post',
      alpsUrl,
      alps.title,
    ]);
    const facebook = await href('Share on Facebook');
    expect([facebook.host, facebook.pathname, facebook.searchParams.get('u')]).toEqual([
      'www.facebook.com',
      '/sharer/sharer.php',
      alpsUrl,
    ]);
    const linkedin = await href('Share on LinkedIn');
    expect([linkedin.host, linkedin.pathname, linkedin.searchParams.get('url')]).toEqual([
      'www.linkedin.com',
      '/sharing/share-offsite/',
      alpsUrl,
    ]);
    for (const name of ['Share on WhatsApp', 'Share on X', 'Share on Facebook', 'Share on LinkedIn']) {
      await expect(share.getByRole('link', { name })).toHaveAttribute('target', '_blank');
      await expect(share.getByRole('link', { name })).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const email = await href('Share by e-mail');
    expect(email.protocol).toBe('mailto:');
    expect(email.searchParams.get('subject')).toBe(alps.title);
    expect(email.searchParams.get('body')).toBe(`${alps.title}\n\n${alpsUrl}`);
  });

  test('copy link puts the address on the clipboard and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, `/blog/${alps.slug}/`);
    const share = page.getByRole('region', { name: 'Share this post' });
    await expect(share.getByRole('status')).toHaveText('');
    await share.getByRole('button', { name: 'Copy link' }).click();
    await expect(share.getByRole('status')).toHaveText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(alpsUrl);
  });

  test('copy link says when the clipboard refuses, instead of failing silently', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
    });
    await gotoHydrated(page, `/blog/${alps.slug}/`);
    const share = page.getByRole('region', { name: 'Share this post' });
    await share.getByRole('button', { name: 'Copy link' }).click();
    await expect(share.getByRole('status')).toHaveText('Could not copy the link. Copy it from the address bar.');
  });
});

test.describe('without JavaScript @desktop-only', () => {
  test.use({ javaScriptEnabled: false });

  test('the call to act still leads to the contact page, share links are there and the copy button is not', async ({ page }) => {
    await page.goto(`/blog/${alps.slug}/`);
    const share = page.getByRole('region', { name: 'Share this post' });
    await expect(share.getByRole('link')).toHaveCount(5);
    await expect(share.getByRole('button', { name: 'Copy link' })).toBeHidden();
    await expect(page.getByRole('region', { name: 'Related posts' })).toBeVisible();
    await page.getByRole('link', { name: 'Plan a trip like this' }).click();
    await expect(page).toHaveURL(new RegExp(`/contact/\\?about=${alps.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(messageField(page)).toHaveValue('');
  });
});
