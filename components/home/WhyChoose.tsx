import clsx from 'clsx';
import { homePage } from '@/content/home';
import { FeatureCard } from '@/components/ui/FeatureCard';
import { RevealItem } from '@/components/ui/RevealItem';
import { RevealList } from '@/components/ui/RevealList';
import cardGrid from '@/components/ui/CardGrid.module.css';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import styles from './WhyChoose.module.css';

export function WhyChoose() {
  const { whyChoose } = homePage;
  return (
    <Section aria-labelledby="why-choose-title">
      <SectionHeading id="why-choose-title" title={whyChoose.title} intro={whyChoose.intro} />
      <RevealList className={clsx(cardGrid.grid, styles.grid)} aria-labelledby="why-choose-title">
        {whyChoose.cards.map((card) => (
          <RevealItem key={card.title}>
            <FeatureCard {...card} />
          </RevealItem>
        ))}
      </RevealList>
    </Section>
  );
}
