import clsx from 'clsx';
import { homePage } from '@/content/home';
import { services } from '@/content/services';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { RevealItem } from '@/components/ui/RevealItem';
import { RevealList } from '@/components/ui/RevealList';
import cardGrid from '@/components/ui/CardGrid.module.css';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { ServiceTile } from './ServiceTile';
import styles from './ServicesOverview.module.css';

/** The six services as tiles, each linking to its card on /services. */
export function ServicesOverview() {
  const copy = homePage.services;
  return (
    <Section tone="tinted" aria-labelledby="home-services-title">
      <SectionHeading id="home-services-title" title={copy.title} intro={copy.intro} />
      <RevealList className={clsx(cardGrid.grid, styles.grid)} aria-labelledby="home-services-title">
        {services.map((service) => (
          <RevealItem key={service.id}>
            <ServiceTile service={service} linkLabel={copy.tileLinkLabel} />
          </RevealItem>
        ))}
      </RevealList>
      <div className={styles.more}>
        <ButtonLink href={copy.viewAll.href} variant="secondary" size="lg">
          {copy.viewAll.label}
        </ButtonLink>
      </div>
    </Section>
  );
}
