import type { NavItem } from '@/content/types';
import { AppLink } from '@/components/ui/AppLink';
import styles from './Footer.module.css';

/** A titled list of footer links; the heading names the navigation landmark. */
export function FooterLinks({ id, heading, items }: { id: string; heading: string; items: readonly NavItem[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.path}>
            <AppLink href={item.path}>{item.name}</AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
