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
  it('keeps only digits and the leading plus in tel links', () => {
    expect(telHref('+234 800 000 0000')).toBe('tel:+2348000000000');
    expect(telHref('(0800) 123-456')).toBe('tel:0800123456');
  });

  it('builds mailto links, with an encoded subject when given', () => {
    expect(mailtoHref('info@travelorchard.example')).toBe('mailto:info@travelorchard.example');
    expect(mailtoHref('a@b.example', 'Trip & visa')).toBe('mailto:a@b.example?subject=Trip%20%26%20visa');
  });

  it('turns a contact value into the address its kind opens', () => {
    expect(contactHref('tel', '+234 800 000 0000')).toBe('tel:+2348000000000');
    expect(contactHref('mailto', 'info@travelorchard.example')).toBe('mailto:info@travelorchard.example');
  });

  it('builds a wa.me link with the message URL-encoded', () => {
    expect(whatsappHref('+234 800-000-0000', "Hello, I'm in")).toBe("https://wa.me/2348000000000?text=Hello%2C%20I'm%20in");
  });
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

describe('isActivePath', () => {
  it('matches home only on /', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/about/', '/')).toBe(false);
  });
  it('ignores trailing slashes and marks sections for their children', () => {
    expect(isActivePath('/about/', '/about')).toBe(true);
    expect(isActivePath('/blog/page/2/', '/blog')).toBe(true);
    expect(isActivePath('/blogger/', '/blog')).toBe(false);
  });
});

describe('withBasePath', () => {
  it('puts the build’s base path (none here) before a site-relative path', () => {
    expect(basePath).toBe(process.env.NEXT_PUBLIC_BASE_PATH ?? '');
    expect(withBasePath('/blog/search/')).toBe(`${basePath}/blog/search/`);
  });
});
