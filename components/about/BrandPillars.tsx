import clsx from 'clsx';
import { aboutPage } from '@/content/about';
import { RevealItem } from '@/components/ui/RevealItem';
import { RevealList } from '@/components/ui/RevealList';
import cardGrid from '@/components/ui/CardGrid.module.css';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import styles from './BrandPillars.module.css';

export function BrandPillars() {
  const { pillars } = aboutPage;
  return (
    <Section aria-labelledby="pillars-title">
      <SectionHeading id="pillars-title" title={pillars.title} intro={pillars.intro} />
      <RevealList className={clsx(cardGrid.centered, styles.grid)} aria-labelledby="pillars-title">
        {pillars.items.map((pillar, index) => (
          <RevealItem key={pillar.title}>
            <article className={styles.pillar}>
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.title}>{pillar.title}</h3>
              <p className={styles.text}>{pillar.text}</p>
            </article>
          </RevealItem>
        ))}
      </RevealList>
    </Section>
  );
}
