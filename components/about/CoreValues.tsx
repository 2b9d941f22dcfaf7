import clsx from 'clsx';
import { aboutPage } from '@/content/about';
import { FeatureCard } from '@/components/ui/FeatureCard';
import { RevealItem } from '@/components/ui/RevealItem';
import { RevealList } from '@/components/ui/RevealList';
import cardGrid from '@/components/ui/CardGrid.module.css';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import styles from './CoreValues.module.css';

export function CoreValues() {
  const { values } = aboutPage;
  return (
    <Section tone="tinted" aria-labelledby="values-title">
      <SectionHeading id="values-title" title={values.title} intro={values.intro} />
      <RevealList className={clsx(cardGrid.centered, styles.grid)} aria-labelledby="values-title">
        {values.items.map((value) => (
          <RevealItem key={value.title}>
            <FeatureCard {...value} />
          </RevealItem>
        ))}
      </RevealList>
    </Section>
  );
}
