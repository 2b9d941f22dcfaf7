import { describe, expect, it } from 'vitest';
import {
  contactHref,
  isActivePath,
  isExternalHref,
  mailtoHref,
  telHref,
  whatsappHref,
  withTrailingSlash,
  basePath,
  withBasePath,
} from './links';

describe('contact hrefs', () => {
  it.each([
    ['tel links keep only digits and the leading plus', telHref('+234 800 000 0000'), 'tel:+2348000000000'],
    ['tel links drop brackets and dashes', telHref('(0800) 123-456'), 'tel:0800123456'],
    ['mailto links', mailtoHref('info@travelorchard.example'), 'mailto:info@travelorchard.example'],
    ['mailto links encode a subject', mailtoHref('a@b.example', 'Trip & visa'), 'mailto:a@b.example?subject=Trip%20%26%20visa'],
    ['a phone contact opens tel:', contactHref('tel', '+234 800 000 0000'), 'tel:+2348000000000'],
    ['an e-mail contact opens mailto:', contactHref('mailto', 'info@travelorchard.example'), 'mailto:info@travelorchard.example'],
    [
      'wa.me links encode the message',
      whatsappHref('+234 800-000-0000', "Hello, I'm in"),
      "https://wa.me/2348000000000?text=Hello%2C%20I'm%20in",
    ],
  ])('%s', (_, href, expected) => expect(href).toBe(expected));
});

describe('isExternalHref', () => {
  it.each([
    ['https://wa.me/1', true],
    ['HTTP://example.com', true],
    ['//cdn.example', true],
    ['/about', false],
    ['#top', false],
    ['tel:+1', false],
    ['mailto:a@b.example', false],
  ])('%s -> %s', (href, expected) => expect(isExternalHref(href)).toBe(expected));
});

describe('withTrailingSlash', () => {
  it('gives a route the slash the export serves it with, once', () => {
    expect(withTrailingSlash('/about')).toBe('/about/');
    expect(withTrailingSlash('/about/')).toBe('/about/');
    expect(withTrailingSlash('/')).toBe('/');
  });
});

describe('isActivePath: home only on /, trailing slashes ignored, sections marked for their children', () => {
  it.each([
    ['/', '/', true],
    ['/about/', '/', false],
    ['/about/', '/about', true],
    ['/blog/page/2/', '/blog', true],
    ['/blogger/', '/blog', false],
  ])('%s in %s: %s', (path, section, expected) => expect(isActivePath(path, section)).toBe(expected));
});

describe('withBasePath', () => {
  it('puts the build’s base path (none here) before a site-relative path', () => {
    expect(basePath).toBe(process.env.NEXT_PUBLIC_BASE_PATH ?? '');
    expect(withBasePath('/blog/search/')).toBe(`${basePath}/blog/search/`);
  });
});
