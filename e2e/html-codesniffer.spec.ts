import { readFileSync } from 'node:fs';
import { expect, gotoHydrated, publishedTemplates, test } from './fixtures';

/**
 * pa11y's second engine beside axe (accessibility.spec.ts): HTML_CodeSniffer (pa11y's maintained
 * build, @pa11y/html_codesniffer) on every page template at 375 px, WCAG 2 AA: no error. Its
 * warnings are things a person must judge, and are printed, not failed: most are the contrast of
 * text it cannot measure (an absolutely positioned visually hidden label, a colour with alpha,
 * Next's `color: transparent` on an image), which axe measures on the same pages.
 */
const htmlcs = readFileSync(require.resolve('@pa11y/html_codesniffer/build/HTMLCS.js'), 'utf8');
const pages = [...new Set([...publishedTemplates(), 'blog/search/'])];

type Message = { type: number; code: string; msg: string; element: string };
/** HTMLCS's message types. */
const ERROR = 1;
const WARNING = 2;

test.describe('HTML_CodeSniffer (WCAG 2 AA) @mobile-only', () => {
  test.use({ reducedMotion: 'reduce' });

  // One test walks every template, each a step (a page load each, not a browser context each); a
  // page's errors are reported with its path and the walk goes on.
  test('no template has an error', async ({ page }) => {
    for (const path of pages)
      await test.step(`/${path}`, async () => {
        await gotoHydrated(page, path);
        // Evaluated through the DevTools protocol, so the page's own Content-Security-Policy does not apply to it.
        await page.evaluate(htmlcs);
        const messages = await page.evaluate(
          () =>
            new Promise<Message[]>((resolve) => {
              const sniffer = (
                window as unknown as {
                  HTMLCS: {
                    process: (standard: string, root: Document, done: () => void) => void;
                    getMessages: () => { type: number; code: string; msg: string; element: Element }[];
                  };
                }
              ).HTMLCS;
              sniffer.process('WCAG2AA', document, () =>
                resolve(
                  sniffer.getMessages().map(({ type, code, msg, element }) => ({
                    type,
                    code,
                    msg,
                    element: (element.outerHTML ?? element.nodeName).slice(0, 120),
                  })),
                ),
              );
            }),
        );
        const warnings = messages.filter((message) => message.type === WARNING);
        test.info().annotations.push({ type: `HTML_CodeSniffer warnings on /${path}`, description: String(warnings.length) });
        expect
          .soft(
            messages.filter((message) => message.type === ERROR).map(({ code, msg, element }) => `${code}: ${msg} (${element})`),
            `/${path}`,
          )
          .toEqual([]);
      });
  });
});
