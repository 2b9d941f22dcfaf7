import { describe, expect, it } from 'vitest';
import { scanTags } from '../lib/html';
import { tempExport } from '../test/temp-export';
import { checkLinks, cssUrls, tagUrls } from './links';

const exportWith = (files: Record<string, string>) => tempExport(files, 'links-');

const page = (body: string, head = '') => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe('tagUrls', () => {
  it('reads every URL-bearing attribute, srcset candidates and social cards included', () => {
    const [img, meta, a] = scanTags(
      '<img src="/a.jpg" srcset="/a.jpg?w=640 640w, /a.jpg?w=1080 1080w"><meta property="og:image" content="https://x.example/og.png"><a href="#top">',
    );
    expect(tagUrls(img!).map((entry) => entry.url)).toEqual(['/a.jpg', '/a.jpg?w=640', '/a.jpg?w=1080']);
    expect(tagUrls(meta!)).toEqual([{ attribute: 'content', url: 'https://x.example/og.png' }]);
    expect(tagUrls(a!)).toEqual([{ attribute: 'href', url: '#top' }]);
  });
});

describe('checkLinks', () => {
  const site = {
    'index.html': page(
      '<a href="/about/">About</a><a href="/services/#visa">Visa</a><a href="#main">Skip</a><main id="main"></main>' +
        '<a href="mailto:a@b.example">Mail</a><a href="https://wa.me/1" target="_blank" rel="noopener noreferrer">Chat</a>' +
        '<img alt="" src="https://images.example/a.jpg">',
      '<link rel="canonical" href="https://site.example/"/><link rel="stylesheet" href="/s.css"/><meta property="og:image" content="https://site.example/og.png"/>',
    ),
    'about/index.html': page('<a href="/">Home</a><a href="/services">Services, before the redirect</a>'),
    'services/index.html': page('<section id="visa"></section>'),
    's.css': '@font-face{src:url(media/f.woff2)}',
    'media/f.woff2': 'font',
    'og.png': 'png',
  };

  it('passes when every URL and fragment resolves', () => {
    const result = checkLinks({ dir: exportWith(site) });
    expect(result.problems).toEqual([]);
    expect(result.pages).toBe(3);
    expect(result.fragments).toBe(2);
  });

  it('reports missing pages, assets, fragments and unsafe or script links', () => {
    const withoutShareImage: Partial<typeof site> = { ...site };
    delete withoutShareImage['og.png'];
    const dir = exportWith({
      ...withoutShareImage,
      'about/index.html': page(
        '<a href="/blog/">Blog</a><a href="/services/#nope">?</a><a href="#gone">?</a><img alt="" src="/missing.png">' +
          '<a href="https://x.example" target="_blank" rel="noopener">X</a><a href="javascript:alert(1)">?</a>',
      ),
      's.css': '@font-face{src:url(media/lost.woff2)}',
    });
    const { problems } = checkLinks({ dir });
    expect(problems).toEqual(
      expect.arrayContaining([
        'about/index.html: <a> /blog/ leads to nothing in the export',
        'about/index.html: /services/#nope: no element with id "nope" on services/index.html',
        'about/index.html: #gone: no element with id "gone" on about/index.html',
        'about/index.html: <img> /missing.png leads to nothing in the export',
        'about/index.html: target="_blank" without rel="noopener noreferrer": https://x.example',
        'about/index.html: javascript: URL in <a>',
        's.css: url(media/lost.woff2) leads to nothing in the export',
        'index.html: <meta> https://site.example/og.png leads to nothing in the export',
      ]),
    );
  });

  it('keeps root-relative URLs under the base path', () => {
    const dir = exportWith({
      'index.html': page(
        '<a href="/base/about/">ok</a><a href="/about/">escapes</a>',
        '<link rel="canonical" href="https://site.example/base/"/>',
      ),
      'about/index.html': page(''),
    });
    expect(checkLinks({ dir, basePath: '/base' }).problems).toEqual(['index.html: <a> /about/ is outside the base path /base']);
  });

  it("fails when the home page has no canonical link, against which the site's own absolute URLs are checked", () => {
    const dir = exportWith({ ...site, 'index.html': page('<a href="/about/">About</a>') });
    expect(checkLinks({ dir }).problems).toEqual([
      'index.html: expected the home page\'s <link rel="canonical"> (the site\'s address, which the canonical and social-card URLs are checked against) and found none',
    ]);
  });

  it("checks the url()s of a page's inline CSS from the page, under the base path", () => {
    const styled = (css: string, basePath = '/base') =>
      page(
        `<p style="background:url('/base/bg.png')">x</p>`,
        `<link rel="canonical" href="https://site.example${basePath}/"/><style>@font-face{src:url(${css})format("woff2")}</style>`,
      );
    const files = { 'media/f.woff2': 'font', 'bg.png': 'png' };
    expect(
      checkLinks({ dir: exportWith({ 'index.html': styled('/base/media/f.woff2'), ...files }), basePath: '/base' }).problems,
    ).toEqual([]);
    expect(checkLinks({ dir: exportWith({ 'index.html': styled('media/f.woff2', ''), ...files }) }).problems).toEqual([
      'index.html: url(/base/bg.png) in its CSS leads to nothing in the export',
    ]);
    expect(
      checkLinks({ dir: exportWith({ 'index.html': styled('../media/gone.woff2'), ...files }), basePath: '/base' }).problems,
    ).toEqual(['index.html: url(../media/gone.woff2) in its CSS is outside the base path /base']);
  });
});

describe('cssUrls', () => {
  it('reads url() in every quoting, leaving data URLs and fragments out', () => {
    expect(cssUrls(`a{b:url(/x.png) url("y.woff2") url( 'z.svg' ) url(data:image/png;base64,AA) url(#f)}`)).toEqual([
      '/x.png',
      'y.woff2',
      'z.svg',
    ]);
  });
});
