import { mainNav, primaryCta } from '@/content/navigation';
import { shellCopy } from '@/content/shell';
import { site } from '@/content/site';
import { Icon } from '@/components/ui/Icon';
import { MainNav } from './MainNav';
import styles from './Header.module.css';
import { AppLink } from '@/components/ui/AppLink';

/** Fixed site header. Server-rendered; only the menu (which needs state) is a client leaf. */
export function Header() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <AppLink href="/" className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            {shellCopy.logoMark}
          </span>
          <span className={styles.brandText}>
            <span className={styles.brandName}>{site.name}</span>
            <span className={styles.brandTagline}>{site.tagline}</span>
          </span>
        </AppLink>
        <MainNav
          items={mainNav}
          cta={primaryCta}
          labels={{ nav: shellCopy.mainNavLabel, toggle: shellCopy.menuToggle }}
          icons={{ open: <Icon name="menu" size={24} />, close: <Icon name="close" size={24} /> }}
        />
      </div>
    </header>
  );
}
