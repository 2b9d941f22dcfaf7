import { describe, expect, it } from 'vitest';
import { noJsTwin } from './twin';

describe('noJsTwin', () => {
  const page =
    '<html><head><link rel="stylesheet" href="/a.css"/><link rel="preload" href="/f.woff2" as="font" crossorigin=""/>' +
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/c.js"/><link rel="modulepreload" href="/m.js">' +
    '<script src="/_next/c.js" async=""></script><link rel="preload" as="image" href="/hero.webp"/></head>' +
    '<body><h1>Hi</h1><script>self.__next_f.push([1,"<b>x</b>"])</script><SCRIPT type="application/ld+json">{}</SCRIPT>' +
    '<noscript><p>no js</p></noscript></body></html>';

  it('removes every script and script preload, inline or not, and keeps the stylesheets, font and image preloads, content and noscript fallbacks', () => {
    expect(noJsTwin(page)).toBe(
      '<html><head><link rel="stylesheet" href="/a.css"/><link rel="preload" href="/f.woff2" as="font" crossorigin=""/>' +
        '<link rel="preload" as="image" href="/hero.webp"/></head><body><h1>Hi</h1><noscript><p>no js</p></noscript></body></html>',
    );
  });
});
