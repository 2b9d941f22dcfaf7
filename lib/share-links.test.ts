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

  it("uses each network's share address, with the post's URL and title encoded", () => {
    const whatsapp = new URL(byNetwork.whatsapp!.href);
    expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/');
    expect(whatsapp.searchParams.get('text')).toBe(`${page.title} ${page.url}`);

    const x = new URL(byNetwork.x!.href);
    expect(`${x.origin}${x.pathname}`).toBe('https://x.com/intent/post');
    expect(Object.fromEntries(x.searchParams)).toEqual({ text: page.title, url: page.url });

    const facebook = new URL(byNetwork.facebook!.href);
    expect(`${facebook.origin}${facebook.pathname}`).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(facebook.searchParams.get('u')).toBe(page.url);

    const linkedin = new URL(byNetwork.linkedin!.href);
    expect(`${linkedin.origin}${linkedin.pathname}`).toBe('https://www.linkedin.com/sharing/share-offsite/');
    expect(linkedin.searchParams.get('url')).toBe(page.url);
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
