import { Container } from '@/components/ui/Container';
import { PageHero } from '@/components/ui/PageHero';
import { visasCopy } from '@/content/visas';
import type { VisaGuide } from '@/lib/visas';
import { VisaGuideCard } from './VisaGuideCard';
import styles from './VisaGuideList.module.css';

/** /visas/: the hero, then a card per guide, by country. */
export function VisaGuideList({ guides }: { guides: readonly VisaGuide[] }) {
  return (
    <>
      <PageHero title={visasCopy.title} subtitle={visasCopy.subtitle} />
      <Container>
        <div className={styles.column}>
          {guides.length === 0 ? (
            <p className={styles.empty}>{visasCopy.emptyMessage}</p>
          ) : (
            <ul className={styles.grid} aria-label={visasCopy.title}>
              {guides.map((guide) => (
                <li key={guide.slug}>
                  <VisaGuideCard guide={guide} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </Container>
    </>
  );
}
