import { describe, expect, it } from 'vitest';
import { decodeEntities, isScriptPreload, scanTags } from './html';

describe('scanTags', () => {
  const html = [
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
    '<script src="/a.js" async=""></script><script noModule="" src="/p.js"></script>',
    '<!-- <script>commented()</script> -->',
    '<script>if (a > b && c < d) run("</div>")</script>',
    '<style>.x>.y{color:red}</style>',
    '</head><body><a href="/services/#visa?x=1&amp;y=2" title="a > b">Visa</a>',
    '<img alt=\'\' src=/x.png><h2 id="faq">FAQ</h2></body></html>',
  ].join('');
  const tags = scanTags(html);

  it('lists start tags in order with lower-cased attribute names', () => {
    expect(tags.map((tag) => tag.name).join(' ')).toBe('html head meta script script script style body a img h2');
    expect(tags[4]?.attributes).toEqual({ nomodule: '', src: '/p.js' });
  });

  it('keeps the raw text of scripts and styles, markup characters included', () => {
    expect(tags[5]?.text).toBe('if (a > b && c < d) run("</div>")');
    expect(tags[6]?.text).toBe('.x>.y{color:red}');
    expect(tags[3]?.text).toBe('');
  });

  it('skips comments and decodes attribute values, quoted or not', () => {
    expect(tags.some((tag) => tag.text?.includes('commented'))).toBe(false);
    expect(tags[8]?.attributes).toEqual({ href: '/services/#visa?x=1&y=2', title: 'a > b' });
    expect(tags[9]?.attributes.src).toBe('/x.png');
    expect(tags[10]?.attributes.id).toBe('faq');
  });
});

describe('decodeEntities', () => {
  it('decodes named and numeric references and leaves unknown ones alone', () => {
    expect(decodeEntities('&lt;a&gt; &quot;b&quot; &#x27;c&#39; &amp;amp; &bogus;')).toBe('<a> "b" \'c\' &amp; &bogus;');
  });
});

describe('isScriptPreload', () => {
  it('tells script preloads from other preloads', () => {
    expect(isScriptPreload({ rel: 'preload', as: 'script', href: '/x.js' })).toBe(true);
    expect(isScriptPreload({ rel: 'modulepreload', href: '/m.js' })).toBe(true);
    expect(isScriptPreload({ rel: 'Preload', as: 'SCRIPT', href: '/x.js' })).toBe(true);
    expect(isScriptPreload({ rel: 'preload', as: 'style', href: '/x.css' })).toBe(false);
    expect(isScriptPreload({ rel: 'stylesheet', href: '/x.css' })).toBe(false);
  });
});
