import { servicesPage } from '@/content/services';
import { tripsCopy } from '@/content/trips';
import { fillCopy } from '@/lib/copy';
import { tripServicePath } from '@/lib/trip-routes';
import { serviceAnchors, type Service } from '@/lib/services';
import card from '@/components/ui/Card.module.css';
import { AppLink } from '@/components/ui/AppLink';
import { CheckList } from '@/components/ui/CheckList';
import { Icon } from '@/components/ui/Icon';
import { IconBadge } from '@/components/ui/IconBadge';
import { PhotoFrame } from '@/components/ui/PhotoFrame';
import styles from './ServiceCard.module.css';

type ServiceCardProps = { service: Service; priorityImage?: boolean; tripCount?: number };

/**
 * One service on /services. Its id is the slug of its title; older anchors (the footer's
 * shorter names) are empty markers at the card's top edge, so every link lands on the card.
 */
export function ServiceCard({ service, priorityImage = false, tripCount = 0 }: ServiceCardProps) {
  const [id, ...aliases] = serviceAnchors(service);
  const titleId = `${id}-title`;
  return (
    <article id={id} className={styles.card} aria-labelledby={titleId}>
      {aliases.map((alias) => (
        <span key={alias} id={alias} className={styles.anchor} />
      ))}
      <PhotoFrame
        photo={service.image}
        sizes="(min-width: 1200px) 552px, (min-width: 960px) calc(50vw - 1.5rem), calc(100vw - 3rem)"
        priority={priorityImage}
        className={styles.photo}
      />
      <div className={styles.body}>
        <IconBadge name={service.icon} size={26} tone="soft" className={card.panelIcon} />
        <h2 id={titleId} className={card.panelTitle}>
          {service.title}
        </h2>
        <p className={styles.description}>{service.description}</p>
        <h3 className={styles.featuresTitle}>{servicesPage.keyFeaturesHeading}</h3>
        <CheckList items={service.features} />
        {tripCount > 0 ? (
          <p className={styles.trips}>
            <AppLink href={tripServicePath(service.id)} className={styles.tripsLink}>
              {fillCopy(tripsCopy.serviceTripsLink, { name: service.title, count: tripCount })}
              <Icon name="arrowRight" size={18} />
            </AppLink>
          </p>
        ) : null}
        {service.link ? (
          <p className={styles.trips}>
            <AppLink href={service.link.path} className={styles.tripsLink}>
              {service.link.label}
              <Icon name="arrowRight" size={18} />
            </AppLink>
          </p>
        ) : null}
      </div>
    </article>
  );
}
