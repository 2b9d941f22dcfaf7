import { footerCopy } from '@/content/footer';
import { quickLinks } from '@/content/navigation';
import { privacyPage } from '@/content/privacy';
import { site } from '@/content/site';
import { termsPage } from '@/content/terms';
import { mailtoHref, telHref } from '@/lib/links';
import { footerServiceLinks } from '@/lib/services';
import { LicenceLine } from '@/components/trust/LicenceLine';
import { AppLink } from '@/components/ui/AppLink';
import { EmailAddress } from '@/components/ui/EmailAddress';
import { Icon } from '@/components/ui/Icon';
import { FooterLinks } from './FooterLinks';
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

        <FooterLinks id="footer-quick-links" heading={footerCopy.quickLinksHeading} items={quickLinks} />
        <FooterLinks id="footer-services" heading={footerCopy.servicesHeading} items={footerServiceLinks} />

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
              <EmailAddress email={site.email} />
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
          <LicenceLine className={styles.licence} />
        </section>
      </div>
      <div className={styles.bottom}>
        <p>
          © {site.copyrightYear} {site.name}. {footerCopy.rightsReserved}
        </p>
        <p>
          <AppLink href={privacyPage.path}>{privacyPage.footerLabel}</AppLink>
        </p>
        <p>
          <AppLink href={termsPage.path}>{termsPage.footerLabel}</AppLink>
        </p>
        <p>{footerCopy.photoCredit}</p>
      </div>
    </footer>
  );
}
