/**
 * File-level checks over out/ (the site as published): what crawlers, feed readers and a visitor
 * without JavaScript get as files. Run after the build: `npx vitest run --config vitest.export.config.mts`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../../content/site';
import { services } from '../../../lib/services';
import { answersNotFound, contentTypeOf, exportDir, headTags, pngSize, served, servedFile } from './exports';

let dir = '';
beforeAll(() => {
  dir = exportDir('main');
});

/** A page's static HTML, as a crawler or a visitor without JavaScript gets it, with nothing hidden. */
function staticHtml(path: string): string {
  const html = served(dir, path);
  // Hidden by an element's own style attribute, as an animation's initial state is written. The
  // page's CSS, inline in its head since issue 32, may hide what is meant to be hidden (a tooltip).
  const styles = [...html.matchAll(/\sstyle="([^"]*)"/g)].map(([, style]) => style).join(';');
  expect(styles, `${path}: content rendered invisible in the HTML`).not.toMatch(/opacity\s*:\s*0(?![.\d])/);
  expect(styles, `${path}: content hidden in the HTML`).not.toMatch(/visibility\s*:\s*hidden/);
  return html;
}

const headLink = (html: string, rel: string) => headTags(html).find((tag) => tag.name === 'link' && tag.attributes.rel === rel);

describe('the static HTML of each page', () => {
  const shown: Record<string, string[]> = {
    '/': ['Seamless Journeys', 'Personal Touch', 'Memorable Experiences', ...services.map((s) => s.title.replace('&', '&amp;'))],
    '/about/': [
      'Excellence in Every Detail',
      'Genuine Care for Every Client',
      'Building Meaningful Connections',
      'Integrity and Transparency',
      'Experiences That Move Hearts and Minds',
      'Personalized Service',
      'Expert Knowledge',
      'Global Network',
      'Quality Assurance',
      'Innovation',
    ],
    '/services/': [
      ...services.map((service) => service.id),
      'corporate-travel',
      'leisure-family-travel',
      'visa-advisory',
      'group-coordination',
    ].map((anchor) => `id="${anchor}"`),
    '/contact/': ['Send us a Message', 'Get in Touch', 'Business Hours', 'Find Us', 'Ready to Start Your Journey?'],
  };

  it.each(Object.entries(shown))('%s shows every card, value and anchor, and never hides content', (path, texts) => {
    const html = staticHtml(path);
    for (const text of texts) expect(html, path).toContain(text);
  });
});

describe('the RSS feed', () => {
  it('is linked from the head of every page', () => {
    for (const path of ['/', '/blog/', '/blog/hiking-in-the-alps/']) {
      const link = headTags(served(dir, path)).find(
        (tag) => tag.name === 'link' && tag.attributes.rel === 'alternate' && tag.attributes.type === 'application/rss+xml',
      );
      expect(link?.attributes, path).toMatchObject({ href: `${site.url}/feed.xml`, title: 'Travel Orchard Travel Blog' });
    }
  });
});

describe('the sitemap', () => {
  it('lists the topic pages, and not the topic nobody has written about', () => {
    const xml = served(dir, '/sitemap.xml');
    for (const path of [
      '/blog/topics/',
      '/blog/topics/visas/',
      '/blog/topics/europe/',
      '/blog/topics/africa/',
      '/blog/topics/adventure/',
    ]) {
      expect(xml).toContain(`<loc>${site.url}${path}</loc>`);
    }
    expect(xml).not.toContain('/blog/topics/family/');
  });
});

describe('files for crawlers and devices', () => {
  it('robots.txt allows crawling and points at the sitemap', () => {
    expect(contentTypeOf(servedFile(dir, '/robots.txt')!)).toContain('text/plain');
    const text = served(dir, '/robots.txt');
    expect(text).toMatch(/^User-Agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });

  it('the web app manifest names the agency, uses the brand colours and has icons that load', () => {
    const href = headLink(served(dir, '/'), 'manifest')?.attributes.href;
    expect(href).toBeTruthy();
    const manifest = JSON.parse(served(dir, href!)) as {
      icons: { src: string; type: string; sizes: string }[];
    } & Record<string, unknown>;
    expect(manifest).toMatchObject({
      short_name: site.name,
      theme_color: site.brandColor,
      background_color: site.backgroundColor,
      display: 'standalone',
    });
    expect(manifest.icons.length).toBeGreaterThanOrEqual(3);
    for (const icon of manifest.icons) {
      const file = servedFile(dir, icon.src);
      expect(file, icon.src).not.toBeNull();
      expect(contentTypeOf(file!), icon.src).toBe(icon.type);
    }
    const logo = servedFile(dir, site.logoPath)!;
    expect(contentTypeOf(logo)).toBe('image/png');
    expect(pngSize(readFileSync(logo))).toEqual({ width: 512, height: 512 });
  });

  it('favicon, touch icon and default share image are the right kind and size', () => {
    const html = served(dir, '/');
    const icon = servedFile(dir, headLink(html, 'icon')!.attributes.href!)!;
    expect(contentTypeOf(icon)).toBe('image/svg+xml');
    expect(readFileSync(icon, 'utf8')).toContain('<svg');
    const touch = servedFile(dir, headLink(html, 'apple-touch-icon')!.attributes.href!)!;
    expect(contentTypeOf(touch)).toBe('image/png');
    expect(pngSize(readFileSync(touch))).toEqual({ width: 180, height: 180 });
    const share = servedFile(dir, site.shareImage.path)!;
    expect(contentTypeOf(share)).toBe('image/png');
    expect(pngSize(readFileSync(share))).toEqual({ width: 1200, height: 630 });
    // For crawlers and feed readers that ask for it without reading the page.
    const ico = servedFile(dir, '/favicon.ico');
    expect(ico).not.toBeNull();
    expect(contentTypeOf(ico!)).toBe('image/x-icon');
    expect(readFileSync(join(ico!)).length).toBeGreaterThan(0);
  });
});

describe('addresses with no page get the 404 page', () => {
  // Not posts; not an allowed topic; an allowed topic nobody has written about; a page past the last.
  it.each([
    '/blog/no-such-post/',
    '/blog/page/1/',
    '/blog/page/2/',
    '/blog/topics/asia/',
    '/blog/topics/Europe/',
    '/blog/topics/family/',
    '/blog/topics/europe/page/2/',
  ])('%s is not exported', (path) => {
    expect(answersNotFound(dir, path)).toBe(true);
  });
});
