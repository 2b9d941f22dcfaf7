import { firefoxPrefs, firefoxPrefsFor } from './firefox';
import { expect, test } from '../fixtures';

/**
 * Over WebDriver BiDi, Playwright does not pass `reducedMotion` and `colorScheme` to Firefox;
 * `firefoxPrefsFor` sets the preferences that do the same. This checks, in every engine, that a
 * page then sees what the test asked for.
 */
test.use({
  reducedMotion: 'reduce',
  colorScheme: 'dark',
  ...firefoxPrefsFor({ ...firefoxPrefs.reducedMotion, ...firefoxPrefs.dark }),
});

test('a test that asks for reduced motion and dark colours gets them @engines-desktop', async ({ page }) => {
  await page.goto('/');
  const media = await page.evaluate(() => ({
    reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
    dark: matchMedia('(prefers-color-scheme: dark)').matches,
  }));
  expect(media).toEqual({ reducedMotion: true, dark: true });
});
