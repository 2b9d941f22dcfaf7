import { site } from '@/content/site';
import { AppLink } from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import styles from './SocialLinks.module.css';

export function SocialLinks() {
  return (
    <ul className={styles.list} aria-label="Social media">
      {site.socials.map((social) => (
        <li key={social.name}>
          <AppLink href={social.href} className={styles.link} aria-label={`${site.name} on ${social.name}`}>
            <Icon name={social.icon} size={20} />
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
