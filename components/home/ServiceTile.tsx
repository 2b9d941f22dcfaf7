import { serviceHref, type Service } from '@/lib/services';
import { AppLink } from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import { IconBadge } from '@/components/ui/IconBadge';
import stretched from '@/components/ui/StretchedLink.module.css';
import clsx from 'clsx';
import styles from './ServiceTile.module.css';

type ServiceTileProps = { service: Service; linkLabel: string };

/** A service on the home page: the whole tile is clickable, the title is the link's name. */
export function ServiceTile({ service, linkLabel }: ServiceTileProps) {
  return (
    <article className={clsx(styles.tile, stretched.card)}>
      <IconBadge name={service.icon} size={26} className={styles.icon} />
      <h3 className={styles.title}>
        <AppLink href={serviceHref(service)} className={stretched.link}>
          {service.title}
        </AppLink>
      </h3>
      <p className={styles.summary}>{service.summary}</p>
      <span className={styles.more} aria-hidden="true">
        {linkLabel}
        <Icon name="arrowRight" size={18} />
      </span>
    </article>
  );
}
