import { AppLink } from '@/components/ui/AppLink';
import { testimonialsCopy } from '@/content/testimonials';
import { entryTree } from '@/lib/collection';
import { fillCopy } from '@/lib/copy';
import { isoDateToUtc } from '@/lib/dates';
import { markdownToHtml } from '@/lib/markdown';
import type { Testimonial } from '@/lib/testimonials';
import styles from './TestimonialQuote.module.css';

type TestimonialQuoteProps = {
  testimonial: Testimonial;
  /** The trip it is about, linked: on Home. A trip's own page leaves it out. */
  trip?: { title: string; path: string };
};

const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * A client's words in a <figure>: the quote, then first name, city, the trip and the month. Plain
 * HTML, no Review markup: a business's own selection of praise earns no rich result, and claiming
 * one would be self-serving. A sample says so.
 */
export async function TestimonialQuote({ testimonial, trip }: TestimonialQuoteProps) {
  const html = await markdownToHtml(entryTree(testimonial), { topHeadingLevel: 3 });
  return (
    <figure className={styles.figure}>
      <blockquote className={styles.quote} dangerouslySetInnerHTML={{ __html: html }} />
      <figcaption className={styles.caption}>
        <span className={styles.name}>{fillCopy(testimonialsCopy.byline, testimonial)}</span>
        {trip ? <AppLink href={trip.path}>{trip.title}</AppLink> : null}
        <time dateTime={testimonial.date.slice(0, 7)}>{monthFormat.format(isoDateToUtc(testimonial.date))}</time>
        {testimonial.sample ? <span className={styles.sample}>{testimonialsCopy.sample}</span> : null}
      </figcaption>
    </figure>
  );
}
