import { AppLink } from '@/components/ui/AppLink';
import { EmailAddress } from '@/components/ui/EmailAddress';
import { offlinePage } from '@/content/offline';
import { shellCopy } from '@/content/shell';
import { site } from '@/content/site';
import { fillCopy } from '@/lib/copy';
import { mailtoHref, telHref, whatsappHref } from '@/lib/links';
import { KeptPage } from './KeptPage';
import { SavedPages } from './SavedPages';
import styles from './OfflinePage.module.css';

/**
 * The offline page (app/offline/page.tsx): says the device is offline, lists the pages it can open
 * (read from the service worker's caches in the browser), and the ways to reach the agency that
 * need no website: a call, WhatsApp (which queues a message itself), e-mail.
 */
export function OfflinePage() {
  return (
    <section className={styles.page} aria-labelledby="offline-title">
      <h1 id="offline-title" className={styles.title}>
        {offlinePage.title}
      </h1>
      <p className={styles.text}>{offlinePage.text}</p>
      <KeptPage />

      <div className={styles.block}>
        <h2 className={styles.heading}>{offlinePage.seenPagesTitle}</h2>
        <SavedPages siteName={site.name} />
      </div>

      <div className={styles.block}>
        <h2 className={styles.heading}>{offlinePage.reachTitle}</h2>
        <p className={styles.text}>{offlinePage.reachText}</p>
        <ul className={styles.reach}>
          <li>
            <a className={styles.action} href={telHref(site.phone)}>
              {fillCopy(offlinePage.call, { phone: site.phone })}
            </a>
          </li>
          <li>
            {/* A new tab (AppLink), so the offline page stays open behind the app. */}
            <AppLink className={styles.action} href={whatsappHref(site.whatsapp.number, site.whatsapp.message)}>
              {offlinePage.whatsapp} <span className="visually-hidden">{shellCopy.newTabHint}</span>
            </AppLink>
          </li>
          <li>
            <a className={styles.action} href={mailtoHref(site.email)}>
              {offlinePage.email} <EmailAddress email={site.email} />
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
