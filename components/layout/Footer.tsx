import { footerCopy } from '@/content/footer';
import { footerServiceLinks, quickLinks } from '@/content/navigation';
import { site } from '@/content/site';
import { mailtoHref, telHref } from '@/lib/links';
import { AppLink } from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import { SocialLinks } from './SocialLinks';
import styles from './Footer.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section aria-labelledby="footer-brand" className={styles.brand}>
          <h2 id="footer-brand" className={styles.brandName}>
            {site.name}
          </h2>
          <p className={styles.tagline}>{site.tagline}</p>
          <p>{footerCopy.blurb}</p>
          <SocialLinks />
        </section>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={styles.heading}>
            {footerCopy.quickLinksHeading}
          </h2>
          <ul className={styles.list}>
            {quickLinks.map((item) => (
              <li key={item.path}>
                <AppLink href={item.path}>{item.name}</AppLink>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={styles.heading}>
            {footerCopy.servicesHeading}
          </h2>
          <ul className={styles.list}>
            {footerServiceLinks.map((item) => (
              <li key={item.path}>
                <AppLink href={item.path}>{item.name}</AppLink>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {footerCopy.contactHeading}
          </h2>
          <address className={styles.contact}>
            <a href={telHref(site.phone)}>
              <Icon name="phone" size={18} />
              <span>{site.phone}</span>
            </a>
            <a href={mailtoHref(site.email)}>
              <Icon name="mail" size={18} />
              <span>{site.email}</span>
            </a>
            <span>
              <Icon name="mapPin" size={18} />
              <span>{site.address.display}</span>
            </span>
            <span>
              <Icon name="clock" size={18} />
              <span>{site.hours.display}</span>
            </span>
          </address>
        </section>
      </div>
      <div className={styles.bottom}>
        <p>
          © {site.copyrightYear} {site.name}. All rights reserved.
        </p>
        <p>{footerCopy.photoCredit}</p>
      </div>
    </footer>
  );
}
