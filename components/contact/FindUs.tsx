import { contactPage } from '@/content/contact';
import { shellCopy } from '@/content/shell';
import { site } from '@/content/site';
import { mapsAppUrl, osmEmbedUrl } from '@/lib/map';
import { AppLink } from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { MapFrame } from './MapFrame';
import styles from './FindUs.module.css';

/** The office on an OpenStreetMap embed (loaded as the visitor nears it, no third-party cookies) with a link to a maps app. */
export function FindUs() {
  const { map } = contactPage;
  return (
    <Section aria-labelledby="find-us-title">
      <SectionHeading id="find-us-title" title={map.title} intro={map.text} />
      <div className={styles.frame}>
        <MapFrame className={styles.scripted} src={osmEmbedUrl(site.geo)} title={map.frameTitle} />
        <noscript>
          <iframe
            className={styles.map}
            src={osmEmbedUrl(site.geo)}
            title={map.frameTitle}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </noscript>
      </div>
      <p className={styles.actions}>
        <Icon name="mapPin" size={20} className={styles.pin} />
        <span className={styles.address}>{site.address.display}</span>
        <AppLink href={mapsAppUrl(site.geo)} className={styles.link}>
          {map.openLabel}
          <span className="visually-hidden"> {shellCopy.newTabHint}</span>
        </AppLink>
      </p>
    </Section>
  );
}
