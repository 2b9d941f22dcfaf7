import type { Page, Request } from '@playwright/test';
import { mainNav, primaryCta } from '../content/navigation';
import { expect, gotoHydrated, openMenuIfCollapsed, publishedTemplates, test } from './fixtures';

/**
 * The site degrades, it does not break: with JavaScript off (blocked, failed to load, old device)
 * every page is readable and the navigation works through plain links; with the image CDN down
 * every page keeps its layout, text and navigation. One page of each template, at the phone's width.
 */
const paths = publishedTemplates();
const navTargets = [...mainNav, primaryCta];

/** Text inside <main> that a sighted visitor cannot see because it or an ancestor is transparent or hidden. */
function invisibleText(page: Page) {
  return page.locator('main').evaluate((main) => {
    const hidden: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (!text) continue;
      for (let element = node.parentElement; element && element !== main.parentElement; element = element.parentElement) {
        const style = getComputedStyle(element);
        if (style.display === 'none') break; // not rendered at all (e.g. a closed disclosure), so not "invisible text"
        if (style.opacity === '0' || style.visibility === 'hidden') {
          hidden.push(text.slice(0, 60));
          break;
        }
      }
    }
    return hidden;
  });
}

async function expectNavigationVisible(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const item of navTargets) await expect(nav.getByRole('link', { name: item.name, exact: true })).toBeVisible();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // At 375 px, where the fallback matters: the menu's links shown without its toggle. One visit
  // through every template, each a step: a page load each, without a new browser context each.
  test('every template is readable and shows every navigation link @mobile-only', async ({ page }) => {
    for (const path of paths) {
      await test.step(`/${path}`, async () => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await invisibleText(page)).toEqual([]);
        // The menu toggle needs script, so the fallback shows the links themselves, on phones too.
        await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
        await expectNavigationVisible(page);
        await expect(page.getByRole('contentinfo')).toBeVisible();
      });
    }
  });

  test('the header links lead to every route', async ({ page }) => {
    await page.goto('');
    for (const item of navTargets) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: item.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${item.path === '/' ? '' : item.path}/$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNavigationVisible(page);
    }
  });
});

test.describe('with the image CDN unreachable', () => {
  test.use({ imageCdn: 'down' });

  // At 375 px, the reference visitor's; axe scans every template in this state at both widths. One
  // test walks every template, each a step, from the address to the contact page by its link.
  test('every template keeps its text, layout and navigation @mobile-only', async ({ page, observed }) => {
    // A page load and a client navigation per template, each waiting for the network to settle.
    test.slow();
    // Each step ends with nothing of the site's in flight, so the next page load cuts no request short.
    const inFlight = new Set<Request>();
    page.on('request', (request) => inFlight.add(request));
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('requestfailed', (request) => inFlight.delete(request));
    for (const path of paths) {
      await test.step(`/${path}`, async () => {
        await gotoHydrated(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');

        // Every image says what it shows (or is marked decorative) and keeps the space it was given.
        const images = await page.locator('main img').evaluateAll((elements) =>
          elements.map((image) => {
            const box = image.getBoundingClientRect();
            return { src: image.getAttribute('src'), alt: image.getAttribute('alt'), width: box.width, height: box.height };
          }),
        );
        for (const image of images) {
          expect(image.alt, `alt of ${image.src}`).not.toBeNull();
          expect(image.width * image.height, `size of ${image.src}`).toBeGreaterThan(0);
        }
        expect(observed.failedRequests).toEqual([]);

        await openMenuIfCollapsed(page);
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: primaryCta.name }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
        await expect.poll(() => [...inFlight].map((request) => request.url())).toEqual([]);
      });
    }
  });
});
