import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { notFoundCopy } from '../../content/shell';
import { expect, test } from './fixtures';
import { routes } from '../site-data';
import type { Visitor } from './visitor';

/**
 * axe-core on every route in WebKit, at desktop width, with the rule set e2e/fixtures.ts uses in
 * Chromium (WCAG 2.2 AA tags). axe is injected with WebDriver's executeScript, which the page's
 * CSP does not govern. Limit: axe runs in the top document only (AxeBuilder also enters frames;
 * the one frame here, the contact page's map, is refused off loopback anyway).
 */
const axeSource = readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Violation = { id: string; impact: string | null; help: string; targets: string[] };

async function axeViolations(visitor: Visitor): Promise<Violation[]> {
  // Never judge a card mid-fade: its colours are then partly transparent and fail contrast.
  await visitor.animationsSettled();
  await visitor.driver.executeScript(axeSource);
  return visitor.driver.executeAsyncScript<Violation[]>(
    `const done = arguments[arguments.length - 1];
     axe.run(document, { runOnly: { type: 'tag', values: arguments[0] } }).then(
       (results) => done(results.violations.map((violation) => ({
         id: violation.id, impact: violation.impact, help: violation.help,
         targets: violation.nodes.map((node) => node.target.join(' ')),
       }))),
       (error) => done([{ id: 'axe-error', impact: null, help: String(error), targets: [] }]),
     );`,
    tags,
  );
}

test.describe('axe finds no violation', () => {
  for (const route of routes) {
    test(`on ${route.path}`, async ({ visitor }) => {
      await visitor.open(route.path);
      await visitor.expectH1(route.h1);
      expect(await axeViolations(visitor)).toEqual([]);
    });
  }

  test.describe('on the 404 page', () => {
    test.use({ allowConsoleErrors: /404 Error: User attempted to access non-existent route|status of 404/ });

    test('at an unknown path', async ({ visitor }) => {
      await visitor.open('/no/such/page/');
      await visitor.expectH1(new RegExp(notFoundCopy.title));
      expect(await axeViolations(visitor)).toEqual([]);
    });
  });
});
