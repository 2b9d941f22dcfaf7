import { AppLink } from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import type { IconName } from '@/content/types';
import { blog } from '@/content/blog';
import { shareLinks, type ShareNetwork } from '@/lib/share-links';
import { CopyLinkButton } from './CopyLinkButton';
import styles from './ShareLinks.module.css';

const icons = { whatsapp: 'whatsapp', x: 'x', facebook: 'facebook', linkedin: 'linkedin', email: 'mail' } satisfies Record<
  ShareNetwork,
  IconName
>;

type ShareLinksProps = { url: string; title: string };

/**
 * "Share this post": plain links to each network's share page, shown as icons (named for
 * assistive technology, with the network as a tooltip), and a copy-link button.
 */
export function ShareLinks({ url, title }: ShareLinksProps) {
  const { share } = blog;
  return (
    <section className={styles.share} aria-labelledby="share-title">
      <h2 id="share-title" className={styles.title}>
        {share.title}
      </h2>
      <div className={styles.row}>
        <ul className={styles.list}>
          {shareLinks({ url, title }).map((link) => (
            <li key={link.network}>
              <AppLink href={link.href} className={styles.network} title={link.name}>
                <Icon name={icons[link.network]} size={20} />
                <span className="visually-hidden">{link.label}</span>
              </AppLink>
            </li>
          ))}
        </ul>
        <CopyLinkButton
          url={url}
          copy={{ copy: share.copy, copied: share.copied, copyFailed: share.copyFailed }}
          icons={{ idle: <Icon name="link" size={18} />, copied: <Icon name="check" size={18} /> }}
        />
      </div>
    </section>
  );
}
