import { readFileSync } from 'node:fs';
import { expect, gotoHydrated, publishedTemplates, test } from './fixtures';

/**
 * pa11y's second engine beside axe (accessibility.spec.ts): HTML_CodeSniffer (pa11y's maintained
 * build, @pa11y/html_codesniffer) on every page template at 375 px, WCAG 2 AA: no error, and no
 * text whose contrast it cannot judge (its 1.4.3 warnings: on a background image, absolutely
 * positioned, an inline colour; decision 0151). Its other warnings are things a person must judge
 * (reflow, a list of links, a label in the name), and are counted per page, not failed.
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
  test('no template has an error, nor a text whose contrast it cannot judge', async ({ page }) => {
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
        const contrastUnjudged = (message: Message) => message.type === WARNING && /\.1_4_3[._]/.test(message.code);
        expect
          .soft(
            messages
              .filter((message) => message.type === ERROR || contrastUnjudged(message))
              .map(({ code, msg, element }) => `${code}: ${msg} (${element})`),
            `/${path}`,
          )
          .toEqual([]);
      });
  });
});
