import { servicesPage } from '@/content/services';
import { Icon } from '@/components/ui/Icon';
import { Section } from '@/components/ui/Section';
import styles from './Testimonial.module.css';

export function Testimonial() {
  const { testimonial } = servicesPage;
  return (
    <Section tone="brand" aria-labelledby="testimonial-title">
      <h2 id="testimonial-title" className={styles.heading}>
        {testimonial.heading}
      </h2>
      <figure className={styles.figure}>
        <Icon name="quote" size={48} className={styles.mark} />
        <blockquote className={styles.quote}>
          <p>{testimonial.quote}</p>
        </blockquote>
        <figcaption className={styles.caption}>
          <span className={styles.name}>{testimonial.name}</span>
          <span className={styles.role}>{testimonial.role}</span>
        </figcaption>
      </figure>
    </Section>
  );
}
