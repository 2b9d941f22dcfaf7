import { describe, expect, it } from 'vitest';
import { analyticsEvents } from '@/content/analytics';
import { analyticsSettings, cleanUrl, tapEventOf, vitalsEvent } from './analytics';

const siteUrl = 'https://travelorchard.example';

describe('analyticsSettings', () => {
  /** The settings for this provider host, with any other variables. */
  const settings = (host: string, more: Record<string, string> = {}) =>
    analyticsSettings({ NEXT_PUBLIC_ANALYTICS_HOST: host, ...more }, siteUrl);

  it('is null when NEXT_PUBLIC_ANALYTICS_HOST is unset or empty: nothing is built or allowed', () => {
    expect(analyticsSettings({}, siteUrl)).toBeNull();
    expect(settings(' ')).toBeNull();
  });

  it("takes the provider's origin, and the site's own domain unless NEXT_PUBLIC_ANALYTICS_SITE names another", () => {
    expect(settings('https://plausible.io/')).toEqual({
      origin: 'https://plausible.io',
      endpoint: 'https://plausible.io/api/event',
      site: 'travelorchard.example',
      vitalsSampleRate: 1,
      local: false,
    });
    expect(settings('https://stats.agency.example', { NEXT_PUBLIC_ANALYTICS_SITE: 'travelorchard.ng' })).toMatchObject({
      endpoint: 'https://stats.agency.example/api/event',
      site: 'travelorchard.ng',
    });
  });

  it('allows plain http only for a receiver on this machine, which the tracker then counts', () => {
    expect(settings('http://127.0.0.1:4683')).toMatchObject({ local: true });
    expect(() => settings('http://stats.example')).toThrow(/https/);
  });

  it('stops the build on a value it cannot use, naming the variable', () => {
    expect(() => settings('plausible.io')).toThrow(/NEXT_PUBLIC_ANALYTICS_HOST/);
    expect(() => settings('https://plausible.io/js/script.js')).toThrow(/no path/);
    const sampled = (rate: string) => settings('https://plausible.io', { NEXT_PUBLIC_ANALYTICS_VITALS_SAMPLE: rate });
    expect(() => sampled('50%')).toThrow(/NEXT_PUBLIC_ANALYTICS_VITALS_SAMPLE/);
    expect(sampled('0.25')).toMatchObject({ vitalsSampleRate: 0.25 });
  });
});

describe('cleanUrl', () => {
  it("drops the query (a search's words, a prefill) and the fragment, keeping a campaign's parameters", () => {
    expect(cleanUrl('https://t.example/blog/search/?q=visa+to+ghana')).toBe('https://t.example/blog/search/');
    expect(cleanUrl('https://t.example/contact/?trip=zanzibar#form')).toBe('https://t.example/contact/');
    expect(cleanUrl('https://t.example/?utm_source=whatsapp&name=Ada&ref=flyer')).toBe(
      'https://t.example/?utm_source=whatsapp&ref=flyer',
    );
  });
});

describe('tapEventOf', () => {
  const here = 'https://t.example/blog/a-post/';
  it.each([
    ['https://wa.me/2348000000000?text=Hello', analyticsEvents.whatsapp, { from: 'post' }],
    ['tel:+2348000000000', analyticsEvents.phone, { from: 'post' }],
    ['mailto:info@travelorchard.example?subject=Hi', analyticsEvents.email, { from: 'post' }],
    ['/contact/?trip=zanzibar-escape', analyticsEvents.tripEnquiry, { trip: 'zanzibar-escape', from: 'post' }],
  ])('%s is %s', (href, name, props) => {
    expect(tapEventOf(href, here)).toEqual({ name, props });
  });

  it('counts no other link, nor a contact link without a trip', () => {
    for (const href of [
      '/services/',
      '/contact/',
      '/contact/?about=a-post',
      'https://elsewhere.example/contact/?trip=x',
      '#main',
    ])
      expect(tapEventOf(href, here)).toBeNull();
  });

  it('reads the page and the contact page under the base path', () => {
    expect(tapEventOf('/base/contact/?trip=a', 'https://t.example/base/', '/base')).toEqual({
      name: analyticsEvents.tripEnquiry,
      props: { trip: 'a', from: 'home' },
    });
  });
});

describe('vitalsEvent', () => {
  it('sends the metric with the kind of page, the rating and a rounded value', () => {
    expect(vitalsEvent({ name: 'LCP', value: 1234.5, rating: 'good' }, 'post')).toEqual({
      name: 'LCP',
      props: { kind: 'post', rating: 'good', value: '1200' },
    });
    expect(vitalsEvent({ name: 'INP', value: 238, rating: 'needs-improvement' }, 'home').props!.value).toBe('250');
    expect(vitalsEvent({ name: 'CLS', value: 0.0749, rating: 'good' }, 'home').props!.value).toBe('0.07');
    expect(vitalsEvent({ name: 'TTFB', value: 81, rating: 'good' }, 'trip').props!.value).toBe('100');
  });
});
