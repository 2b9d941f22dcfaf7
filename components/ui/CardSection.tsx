import clsx from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import cardGrid from './CardGrid.module.css';
import { RevealItem } from './RevealItem';
import { RevealList } from './RevealList';
import { Section } from './Section';
import { SectionHeading } from './SectionHeading';

type CardSectionProps<T extends { title: string }> = {
  /** Id of the section's <h2>: it names both the section and the list of cards. */
  id: string;
  title: string;
  intro: string;
  items: readonly T[];
  /** One card; the list item around it (which animates it in) is added here. */
  renderCard: (item: T, index: number) => ReactNode;
  tone?: ComponentProps<typeof Section>['tone'];
  /** `grid`: equal columns. `centered`: wrapped rows, a short last row centred under the first. */
  layout?: 'grid' | 'centered';
  /** The section's own class on the list, setting the card widths (--card-min, --card-max; see CardGrid.module.css). */
  listClassName?: string;
  /** What follows the cards, e.g. a "view all" button. */
  children?: ReactNode;
};

/**
 * A titled band of cards that fade in one after another: the skeleton of "Why Choose", the core
 * values, the brand pillars and the home page's service tiles. Each card's <li> is keyed by its title.
 */
export function CardSection<T extends { title: string }>({
  id,
  title,
  intro,
  items,
  renderCard,
  tone,
  layout = 'grid',
  listClassName,
  children,
}: CardSectionProps<T>) {
  return (
    <Section tone={tone} aria-labelledby={id}>
      <SectionHeading id={id} title={title} intro={intro} />
      <RevealList className={clsx(cardGrid[layout], listClassName)} aria-labelledby={id}>
        {items.map((item, index) => (
          <RevealItem key={item.title}>{renderCard(item, index)}</RevealItem>
        ))}
      </RevealList>
      {children}
    </Section>
  );
}
