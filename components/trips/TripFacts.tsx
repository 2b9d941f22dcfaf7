import { AppLink } from '@/components/ui/AppLink';
import { tripsCopy } from '@/content/trips';
import { formatDate } from '@/lib/dates';
import { serviceById, serviceHref } from '@/lib/services';
import type { Trip } from '@/lib/trips';
import styles from './TripFacts.module.css';

/** A trip's facts: where, how long, which service (linked to its card), and the departures still ahead or "On request". */
export function TripFacts({ trip }: { trip: Trip }) {
  const { facts } = tripsCopy;
  const service = serviceById(trip.service);
  return (
    <dl className={styles.facts} aria-label={facts.label}>
      <div>
        <dt>{facts.destination}</dt>
        <dd>
          {trip.destination.place}, {trip.destination.country}
        </dd>
      </div>
      <div>
        <dt>{facts.duration}</dt>
        <dd>{trip.durationText}</dd>
      </div>
      {service ? (
        <div>
          <dt>{facts.service}</dt>
          <dd>
            <AppLink href={serviceHref(service)}>{service.title}</AppLink>
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{facts.departures}</dt>
        <dd>
          {trip.upcomingDepartures.length === 0 ? (
            tripsCopy.departuresOnRequest
          ) : (
            <ul className={styles.departures}>
              {trip.upcomingDepartures.map((date) => (
                <li key={date}>
                  {/* Written at build time, the agency's way: "12 December 2026". */}
                  <time dateTime={date}>{formatDate(date, 'en-GB')}</time>
                </li>
              ))}
            </ul>
          )}
        </dd>
      </div>
    </dl>
  );
}
