import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-links';

const page = {
  url: 'https://travelorchard.example/blog/hiking-in-the-alps/',
  title: "Hiking in the Alps: A First-Timer's Guide & more",
};
const byNetwork = Object.fromEntries(shareLinks(page).map((link) => [link.network, link]));

describe('shareLinks', () => {
  it('offers WhatsApp, X, Facebook, LinkedIn and e-mail, each with an accessible name containing its visible one', () => {
    const links = shareLinks(page);
    expect(links.map((link) => link.name)).toEqual(['WhatsApp', 'X', 'Facebook', 'LinkedIn', 'E-mail']);
    expect(links.map((link) => link.label)).toEqual([
      'Share on WhatsApp',
      'Share on X',
      'Share on Facebook',
      'Share on LinkedIn',
      'Share by e-mail',
    ]);
  });

  it.each([
    ['whatsapp', 'https://wa.me/', { text: `${page.title} ${page.url}` }],
    ['x', 'https://x.com/intent/post', { text: page.title, url: page.url }],
    ['facebook', 'https://www.facebook.com/sharer/sharer.php', { u: page.url }],
    ['linkedin', 'https://www.linkedin.com/sharing/share-offsite/', { url: page.url }],
  ])("uses each network's share address, with the post's URL and title encoded: %s", (network, address, params) => {
    const url = new URL(byNetwork[network]!.href);
    expect(`${url.origin}${url.pathname}`).toBe(address);
    expect(Object.fromEntries(url.searchParams)).toEqual(params);
  });

  it('writes the e-mail link with percent-encoding, which mail apps decode (no "+" for spaces)', () => {
    const href = byNetwork.email!.href;
    expect(href.startsWith('mailto:?subject=')).toBe(true);
    expect(href).not.toContain('+');
    const params = new URLSearchParams(href.slice('mailto:?'.length));
    expect(params.get('subject')).toBe(page.title);
    expect(params.get('body')).toBe(`${page.title}\n\n${page.url}`);
  });
});
