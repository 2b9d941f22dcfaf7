import { homePage } from '@/content/home';
import { services } from '@/lib/services';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { CardSection } from '@/components/ui/CardSection';
import { ServiceTile } from './ServiceTile';
import styles from './ServicesOverview.module.css';

/** The six services as tiles, each linking to its card on /services. */
export function ServicesOverview() {
  const copy = homePage.services;
  return (
    <CardSection
      id="home-services-title"
      title={copy.title}
      intro={copy.intro}
      items={services}
      tone="tinted"
      listClassName={styles.grid}
      renderCard={(service) => <ServiceTile service={service} linkLabel={copy.tileLinkLabel} />}
    >
      <div className={styles.more}>
        <ButtonLink href={copy.viewAll.href} variant="secondary" size="lg">
          {copy.viewAll.label}
        </ButtonLink>
      </div>
    </CardSection>
  );
}
