import type { Page } from '@playwright/test';
import { site } from '../content/site';
import { planTripCall } from '../lib/post-enquiry';
import { shareLinks } from '../lib/share-links';
import { expect, gotoHydrated, test } from './fixtures';
import { alps, schengen } from './site-data';

/**
 * What a reader finds at the end of a post: share links, the call to plan a trip like it (which
 * carries the post to the contact form), and related posts. Sample posts: the Alps and Schengen
 * posts share the europe topic. The addresses the links are built of are unit-tested
 * (lib/share-links.test.ts, lib/contact-prefill.test.ts); here, that a post's own are on its page.
 * The line "Plan a trip like this" starts the message with, appended to and replaced:
 * journeys/reader-journeys.spec.ts (every engine); a crafted ?about= value: contact.spec.ts "a
 * ?about= or ?trip= value…"; copy link: flows/visitor-flows.spec.ts.
 */
const alpsUrl = `${site.url}${alps.path}`;

const messageField = (page: Page) => page.getByRole('form', { name: 'Send us a Message' }).getByLabel('Message');

test.describe('the end of a post @desktop-only', () => {
  // One load, read part by part (a fresh page per part cost more than its checks). Without a shared
  // topic, no related posts: blog-fixtures/topics.spec.ts "related posts: …".
  test('share links to each network with the post address and title in a new tab; the call to plan a trip like it, to the contact page and WhatsApp; related posts sharing its topics, never itself', async ({
    page,
  }) => {
    await page.goto(alps.path);
    const share = page.getByRole('region', { name: 'Share this post' }).getByRole('link');
    const shown = await share.evaluateAll((links) =>
      links.map((link) => [link.textContent, ...['title', 'href', 'target', 'rel'].map((name) => link.getAttribute(name))]),
    );
    const newTab = ['_blank', 'noopener noreferrer'];
    expect(shown).toEqual(
      shareLinks({ url: alpsUrl, title: alps.title }).map(({ network, label, name, href }) =>
        network === 'email' ? [label, name, href, null, null] : [label, name, href, ...newTab],
      ),
    );
    for (const link of await share.all()) await expect(link).toBeVisible();

    const cta = page.getByRole('region', { name: 'Ready to plan yours?' });
    await expect(cta.getByRole('link', { name: 'Plan a trip like this' })).toHaveAttribute(
      'href',
      `/contact/?about=${alps.slug}`,
    );
    const whatsapp = cta.getByRole('link', { name: 'Ask on WhatsApp' });
    await expect(whatsapp).toHaveAttribute('href', planTripCall(alps).whatsapp.href);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');

    const related = page.getByRole('region', { name: 'Related posts' });
    await expect(related.getByRole('heading', { level: 3 })).toHaveText([schengen.title]);
    await expect(related.getByText(/^\d+ min read$/)).toBeVisible();
    await expect(related.getByRole('link', { name: schengen.title })).toHaveAttribute('href', schengen.path);
  });

  test('copy link says when the clipboard refuses, instead of failing silently', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
    });
    await gotoHydrated(page, alps.path);
    const share = page.getByRole('region', { name: 'Share this post' });
    await share.getByRole('button', { name: 'Copy link' }).click();
    await expect(share.getByRole('status')).toHaveText('Could not copy the link. Copy it from the address bar.');
  });
});

test.describe('without JavaScript @desktop-only', () => {
  test.use({ javaScriptEnabled: false });

  test('the call to act still leads to the contact page, share links are there and the copy button is not', async ({ page }) => {
    await page.goto(alps.path);
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
