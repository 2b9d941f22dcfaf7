import clsx from 'clsx';
import { AppLink } from '@/components/ui/AppLink';
import stretched from '@/components/ui/StretchedLink.module.css';
import { visaPath } from '@/lib/visa-routes';
import type { VisaGuide } from '@/lib/visas';
import { VisaStatus } from './VisaStatus';
import styles from './VisaGuideCard.module.css';

/** A guide in the list: the country, the linked title (the whole card is the link's target), its summary and when it was checked. */
export function VisaGuideCard({ guide }: { guide: VisaGuide }) {
  return (
    <article className={clsx(styles.card, stretched.card)}>
      <p className={styles.country}>{guide.country}</p>
      <h2 className={styles.title}>
        <AppLink href={visaPath(guide.slug)} className={clsx(stretched.link, styles.link)}>
          {guide.title}
        </AppLink>
      </h2>
      <p className={styles.summary}>{guide.summary}</p>
      <VisaStatus guide={guide} />
    </article>
  );
}
