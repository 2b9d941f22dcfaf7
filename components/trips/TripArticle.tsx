import { POST_COLUMN_SIZES, PostImage } from '@/components/blog/PostImage';
import { Prose } from '@/components/blog/Prose';
import { TermsLink } from '@/components/trust/TermsLink';
import { TripTestimonials } from '@/components/trust/TripTestimonials';
import { AppLink } from '@/components/ui/AppLink';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { CheckList } from '@/components/ui/CheckList';
import { EnquiryBox } from '@/components/ui/EnquiryBox';
import { EntryPage } from '@/components/ui/EntryPage';
import { LinkedEntries } from '@/components/ui/LinkedEntries';
import { PageHero } from '@/components/ui/PageHero';
import { TitledSection } from '@/components/ui/TitledSection';
import { tripsCopy } from '@/content/trips';
import { visasCopy } from '@/content/visas';
import { postPath } from '@/lib/blog-routes';
import { entryTree } from '@/lib/collection';
import { fillCopy } from '@/lib/copy';
import { formatDate } from '@/lib/dates';
import { localPhoto } from '@/lib/local-photos';
import { markdownToHtml } from '@/lib/markdown';
import type { Post } from '@/lib/posts';
import { tripEnquiryCall } from '@/lib/trip-enquiry';
import { tripBreadcrumbs } from '@/lib/trip-metadata';
import type { Trip } from '@/lib/trips';
import { visaPath } from '@/lib/visa-routes';
import { EnquireButton } from './EnquireButton';
import { PaymentTerms } from './PaymentTerms';
import { TripFacts } from './TripFacts';
import { TripPrice } from './TripPrice';
import styles from './TripArticle.module.css';

type TripArticleProps = {
  trip: Trip;
  /** Posts whose frontmatter names this trip (lib/trip-links.ts). */
  posts: readonly Post[];
};

/**
 * /trips/<slug>/: the title, the photo, breadcrumbs, the summary, the facts, the price (its naira guide,
 * the licence numbers, the terms) and until when it holds, the call to
 * enquire, highlights, the text, the day by day, what is and is not included; then the call to
 * enquire again (or ask on WhatsApp) and posts about the trip.
 */
export async function TripArticle({ trip, posts }: TripArticleProps) {
  const html = await markdownToHtml(entryTree(trip), { topHeadingLevel: 2, photos: localPhoto, photoSizes: POST_COLUMN_SIZES });
  return (
    // The search index holds the article, marked as a trip (scripts/build/search-index.ts, lib/search.ts).
    <EntryPage
      search={{ 'data-pagefind-body': '', 'data-pagefind-meta': `kind:${tripsCopy.searchKind}` }}
      // The photo comes straight after the title, the summary and breadcrumbs after it: above it, they
      // pushed the photo off a phone's first screen whenever the header is taller (no scripts: the menu
      // open), so the first screen's largest element changed with scripts. docs/decisions/0121.
      hero={<PageHero title={trip.title} />}
      columnClassName={styles.column}
      after={
        <>
          <TripTestimonials trip={trip} />
          <EnquiryBox id="trip-enquire-title" {...tripEnquiryCall(trip)} />
          <LinkedEntries
            id="trip-posts"
            title={tripsCopy.postsTitle}
            entries={posts.map((post) => ({ href: postPath(post.slug), title: post.title }))}
          />
        </>
      }
    >
      {trip.image && trip.imageAlt ? <PostImage src={trip.image} alt={trip.imageAlt} priority /> : null}
      <div data-pagefind-ignore="all">
        <Breadcrumbs label={tripsCopy.breadcrumbsLabel} crumbs={tripBreadcrumbs(trip)} />
      </div>
      <p className={styles.lead}>{trip.summary}</p>
      <TripFacts trip={trip} />
      {trip.visa ? (
        <p className={styles.visa}>
          <AppLink href={visaPath(trip.visa)}>{fillCopy(visasCopy.tripGuideLink, { country: trip.destination.country })}</AppLink>
        </p>
      ) : null}
      <div className={styles.priceBox} data-pagefind-ignore="all">
        <TripPrice trip={trip} size="page" />
        <PaymentTerms trip={trip} />
        <p className={styles.validity}>
          {trip.offer
            ? fillCopy(tripsCopy.priceValidUntil, { date: formatDate(trip.offer.validUntil, 'en-GB') })
            : tripsCopy.priceOnRequestNote}
        </p>
        <TermsLink className={styles.terms} />
        <EnquireButton trip={trip} />
      </div>
      <TitledSection id="trip-highlights" title={tripsCopy.highlightsTitle}>
        <CheckList items={trip.highlights} className={styles.checks} />
      </TitledSection>
      <Prose html={html} />
      <TitledSection id="trip-itinerary" title={tripsCopy.itineraryTitle}>
        <ol className={styles.days}>
          {trip.itinerary.map((day, index) => (
            <li key={index} className={styles.day}>
              <h3 className={styles.dayTitle}>
                <span className={styles.dayNumber}>{fillCopy(tripsCopy.itineraryDay, { day: index + 1 })}</span> {day.title}
              </h3>
              <p>{day.text}</p>
            </li>
          ))}
        </ol>
      </TitledSection>
      <div className={styles.lists}>
        <TitledSection id="trip-included" title={tripsCopy.includedTitle}>
          <CheckList items={trip.included} className={styles.checks} />
        </TitledSection>
        {trip.notIncluded.length > 0 ? (
          <TitledSection id="trip-not-included" title={tripsCopy.notIncludedTitle}>
            <ul className={styles.plain}>
              {trip.notIncluded.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </TitledSection>
        ) : null}
      </div>
    </EntryPage>
  );
}
