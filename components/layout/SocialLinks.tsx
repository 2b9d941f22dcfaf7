import { shellCopy } from '@/content/shell';
import { site } from '@/content/site';
import { fillCopy } from '@/lib/copy';
import { AppLink } from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import styles from './SocialLinks.module.css';

export function SocialLinks() {
  return (
    <ul className={styles.list} aria-label={shellCopy.socialListLabel}>
      {site.socials.map((social) => (
        <li key={social.name}>
          <AppLink
            href={social.href}
            className={styles.link}
            aria-label={fillCopy(shellCopy.socialLinkLabel, { agency: site.name, network: social.name })}
          >
            <Icon name={social.icon} size={20} />
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
