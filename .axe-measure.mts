// One-off measurement (not committed): axe color-contrast at 375 px over every page of an export.
import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
const [dir, base] = process.argv.slice(2);
const pages: string[] = [];
const walk = (d: string) => { for (const f of readdirSync(d)) { const p = join(d, f); if (statSync(p).isDirectory()) walk(p); else if (f === 'index.html') pages.push('/' + relative(dir, d).split('\\').join('/') + (relative(dir, d) ? '/' : '')); } };
walk(dir);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });
const context = await browser.newContext({ viewport: { width: 375, height: 740 }, reducedMotion: 'reduce' });
await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (r) => r.abort());
let incomplete = 0, violations = 0;
const byTarget = new Map<string, number>();
for (const path of pages.map((p) => p.replace('//', '/')).sort()) {
  const page = await context.newPage();
  await page.goto(base + path, { waitUntil: 'load' });
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
  const r = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  const inc = r.incomplete.flatMap((x) => x.nodes);
  const vio = r.violations.flatMap((x) => x.nodes);
  incomplete += inc.length; violations += vio.length;
  for (const n of inc) { const k = n.target.join(' ') + ' :: ' + (n.any[0]?.data as { messageKey?: string })?.messageKey; byTarget.set(k, (byTarget.get(k) ?? 0) + 1); }
  console.log(`${path}: ${inc.length} needs review, ${vio.length} violations${vio.length ? ' ' + vio.map((n) => n.target.join(' ')).join(', ') : ''}`);
  await page.close();
}
console.log(`TOTAL pages ${pages.length}: ${incomplete} needs review, ${violations} violations`);
for (const [k, v] of byTarget) console.log(v, k);
await browser.close();
