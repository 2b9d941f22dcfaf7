import { TestimonialQuote } from '@/components/trust/TestimonialQuote';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { testimonialsCopy } from '@/content/testimonials';
import { testimonialsWithTrips } from '@/lib/testimonials';
import { tripPath } from '@/lib/trip-routes';
import { getAllTrips } from '@/lib/trips';
import styles from './HomeTestimonials.module.css';

/** Home's "From our travellers": the newest few testimonials, each naming its trip with a link. None, no section. */
export function HomeTestimonials() {
  const shown = testimonialsWithTrips(getAllTrips()).slice(0, testimonialsCopy.homeCount);
  if (shown.length === 0) return null;
  return (
    <Section aria-labelledby="home-testimonials-title">
      <SectionHeading id="home-testimonials-title" title={testimonialsCopy.homeTitle} intro={testimonialsCopy.homeIntro} />
      <div className={styles.grid}>
        {shown.map(({ testimonial, trip }) => (
          <TestimonialQuote
            key={testimonial.slug}
            testimonial={testimonial}
            trip={{ title: trip.title, path: tripPath(trip.slug) }}
          />
        ))}
      </div>
    </Section>
  );
}
