import { TitledSection } from '@/components/ui/TitledSection';
import { testimonialsCopy } from '@/content/testimonials';
import { testimonialsWithTrips } from '@/lib/testimonials';
import { getAllTrips, type Trip } from '@/lib/trips';
import { TestimonialQuote } from './TestimonialQuote';
import styles from './TripTestimonials.module.css';

/** "What travellers said" on a trip's page: its own testimonials, newest first; none, no section. */
export function TripTestimonials({ trip }: { trip: Pick<Trip, 'slug'> }) {
  const own = testimonialsWithTrips(getAllTrips()).filter((entry) => entry.trip.slug === trip.slug);
  if (own.length === 0) return null;
  return (
    <TitledSection id="trip-testimonials" title={testimonialsCopy.tripTitle}>
      <div className={styles.list}>
        {own.map(({ testimonial }) => (
          <TestimonialQuote key={testimonial.slug} testimonial={testimonial} />
        ))}
      </div>
    </TitledSection>
  );
}
