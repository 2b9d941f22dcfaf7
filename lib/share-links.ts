import { blog } from '@/content/blog';
import { fillCopy } from './copy';

/**
 * Share links for a post: each network's own "share this URL" address, as a plain link. No
 * network script, button or tracking pixel is loaded; the visitor's click is the only request.
 */

export type ShareNetwork = keyof typeof blog.share.networks;

export type ShareLink = { network: ShareNetwork; name: string; label: string; href: string };

const query = (params: Record<string, string>) => new URLSearchParams(params).toString().replace(/\+/g, '%20');

/** Every share link for the page at `url` (absolute) titled `title`, in the order shown. */
export function shareLinks({ url, title }: { url: string; title: string }): ShareLink[] {
  const { networks, linkLabel, emailLabel } = blog.share;
  const link = (network: ShareNetwork, href: string, label?: string): ShareLink => ({
    network,
    name: networks[network],
    label: label ?? fillCopy(linkLabel, { network: networks[network] }),
    href,
  });
  return [
    link('whatsapp', `https://wa.me/?${query({ text: `${title} ${url}` })}`),
    link('x', `https://x.com/intent/post?${query({ text: title, url })}`),
    link('facebook', `https://www.facebook.com/sharer/sharer.php?${query({ u: url })}`),
    link('linkedin', `https://www.linkedin.com/sharing/share-offsite/?${query({ url })}`),
    // mailto: takes percent-encoding, not form encoding: a "+" would reach the mail app as a plus sign.
    link('email', `mailto:?${query({ subject: title, body: `${title}\n\n${url}` })}`, emailLabel),
  ];
}
