import { AppLink } from '@/components/ui/AppLink';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { Container } from '@/components/ui/Container';
import { Icon } from '@/components/ui/Icon';
import { PageHero } from '@/components/ui/PageHero';
import { POST_COLUMN_SIZES, PostImage } from '@/components/blog/PostImage';
import { Prose } from '@/components/blog/Prose';
import { tripsCopy } from '@/content/trips';
import { postPath } from '@/lib/blog-routes';
import { entryTree } from '@/lib/collection';
import { fillCopy } from '@/lib/copy';
import { formatPostDate } from '@/lib/dates';
import { localPhoto } from '@/lib/local-photos';
import { markdownToHtml } from '@/lib/markdown';
import type { Post } from '@/lib/posts';
import { services, serviceHref } from '@/lib/services';
import { tripBreadcrumbs } from '@/lib/trip-metadata';
import type { Trip } from '@/lib/trips';
import { EnquireButton } from './EnquireButton';
import { TripEnquiryBox } from './TripEnquiryBox';
import { TripPrice } from './TripPrice';
import styles from './TripArticle.module.css';

type TripArticleProps = {
  trip: Trip;
  /** Posts whose frontmatter names this trip (lib/trip-links.ts). */
  posts: readonly Post[];
};

/** A day written the agency's way, at build time: "12 December 2026". */
const day = (isoDate: string) => formatPostDate(isoDate, 'en-GB');

/**
 * /trips/<slug>/: breadcrumbs, the photo, the facts, the price and until when it holds, the call to
 * enquire, highlights, the text, the day by day, what is and is not included, and posts about it.
 */
export async function TripArticle({ trip, posts }: TripArticleProps) {
  const html = await markdownToHtml(entryTree(trip), { topHeadingLevel: 2, photos: localPhoto, photoSizes: POST_COLUMN_SIZES });
  const service = services.find((candidate) => candidate.id === trip.service);
  const { facts } = tripsCopy;
  return (
    <>
      {/* The search index holds this article, marked as a trip (scripts/build/search-index.ts, lib/search.ts). */}
      <article data-pagefind-body="" data-pagefind-meta="kind:trip">
        <PageHero title={trip.title} subtitle={trip.summary} />
        <Container>
          <div className={styles.column}>
            <div data-pagefind-ignore="all">
              <Breadcrumbs label={tripsCopy.breadcrumbsLabel} crumbs={tripBreadcrumbs(trip)} />
            </div>
            {trip.image && trip.imageAlt ? <PostImage src={trip.image} alt={trip.imageAlt} priority /> : null}
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
                          <time dateTime={date}>{day(date)}</time>
                        </li>
                      ))}
                    </ul>
                  )}
                </dd>
              </div>
            </dl>
            <div className={styles.priceBox} data-pagefind-ignore="all">
              <TripPrice trip={trip} size="page" />
              <p className={styles.validity}>
                {trip.offer
                  ? fillCopy(tripsCopy.priceValidUntil, { date: day(trip.offer.validUntil) })
                  : tripsCopy.priceOnRequestNote}
              </p>
              <EnquireButton trip={trip} />
            </div>
            <section aria-labelledby="trip-highlights">
              <h2 id="trip-highlights" className={styles.heading}>
                {tripsCopy.highlightsTitle}
              </h2>
              <ul className={styles.checks}>
                {trip.highlights.map((line) => (
                  <li key={line}>
                    <Icon name="check" size={18} className={styles.check} />
                    <span>{line}</span>
                  </li>
                ))}
              </ul>
            </section>
            <Prose html={html} />
            <section aria-labelledby="trip-itinerary">
              <h2 id="trip-itinerary" className={styles.heading}>
                {tripsCopy.itineraryTitle}
              </h2>
              <ol className={styles.days}>
                {trip.itinerary.map((itineraryDay, index) => (
                  <li key={index} className={styles.day}>
                    <h3 className={styles.dayTitle}>
                      <span className={styles.dayNumber}>{fillCopy(tripsCopy.itineraryDay, { day: index + 1 })}</span>{' '}
                      {itineraryDay.title}
                    </h3>
                    <p>{itineraryDay.text}</p>
                  </li>
                ))}
              </ol>
            </section>
            <div className={styles.lists}>
              <section aria-labelledby="trip-included">
                <h2 id="trip-included" className={styles.heading}>
                  {tripsCopy.includedTitle}
                </h2>
                <ul className={styles.checks}>
                  {trip.included.map((line) => (
                    <li key={line}>
                      <Icon name="check" size={18} className={styles.check} />
                      <span>{line}</span>
                    </li>
                  ))}
                </ul>
              </section>
              {trip.notIncluded.length > 0 ? (
                <section aria-labelledby="trip-not-included">
                  <h2 id="trip-not-included" className={styles.heading}>
                    {tripsCopy.notIncludedTitle}
                  </h2>
                  <ul className={styles.plain}>
                    {trip.notIncluded.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </div>
          </div>
        </Container>
      </article>
      <Container>
        <div className={styles.after}>
          <TripEnquiryBox trip={trip} />
          {posts.length > 0 ? (
            <section aria-labelledby="trip-posts">
              <h2 id="trip-posts" className={styles.heading}>
                {tripsCopy.postsTitle}
              </h2>
              <ul className={styles.plain}>
                {posts.map((post) => (
                  <li key={post.slug}>
                    <AppLink href={postPath(post.slug)}>{post.title}</AppLink>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </Container>
    </>
  );
}
