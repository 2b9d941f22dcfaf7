import { test } from '../fixtures';

test('explore', async ({ page }) => {
  page.on('console', (m) => { if (m.type() !== 'log') console.log('CONSOLE', m.type(), m.text()); });
  await page.goto('admin/');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForTimeout(3000);
  await page.screenshot({ path: '/tmp/h9/admin2.png' });
  console.log(await page.locator('body').innerText());
  await page.getByRole('link', { name: /New Blog post/ }).click();
  await page.waitForTimeout(3000);
  await page.screenshot({ path: '/tmp/h9/admin3.png', fullPage: true });
  console.log(await page.locator('body').innerText());
  const labels = await page.locator('label').allInnerTexts();
  console.log('LABELS', labels);
  console.log(await page.locator('form, [class*=ControlContainer]').first().innerHTML().catch(() => 'none'));
});
