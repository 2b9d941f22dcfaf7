import { aboutPage } from '@/content/about';
import { CardSection } from '@/components/ui/CardSection';
import styles from './BrandPillars.module.css';

/** The five brand pillars, numbered 01 to 05. */
export function BrandPillars() {
  return (
    <CardSection
      id="pillars-title"
      {...aboutPage.pillars}
      layout="centered"
      listClassName={styles.grid}
      renderCard={(pillar, index) => (
        <article className={styles.pillar}>
          <span className={styles.number} aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className={styles.title}>{pillar.title}</h3>
          <p className={styles.text}>{pillar.text}</p>
        </article>
      )}
    />
  );
}
