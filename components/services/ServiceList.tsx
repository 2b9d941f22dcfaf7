import { servicesPage } from '@/content/services';
import { services } from '@/lib/services';
import { Container } from '@/components/ui/Container';
import { RevealItem } from '@/components/ui/RevealItem';
import { RevealList } from '@/components/ui/RevealList';
import { ServiceCard } from './ServiceCard';
import styles from './ServiceList.module.css';

type ServiceListProps = {
  /** How many trips each service has, by its id: a card with trips links to their list. */
  tripCounts: Readonly<Record<string, number>>;
};

/** The six service cards. They fade without rising, so a jump to a card's anchor lands where it stays. */
export function ServiceList({ tripCounts }: ServiceListProps) {
  return (
    <div className={styles.band}>
      <Container>
        <RevealList className={styles.list} aria-label={servicesPage.listLabel}>
          {services.map((service, index) => (
            <RevealItem key={service.id} lift={false}>
              <ServiceCard service={service} priorityImage={index === 0} tripCount={tripCounts[service.id] ?? 0} />
            </RevealItem>
          ))}
        </RevealList>
      </Container>
    </div>
  );
}
