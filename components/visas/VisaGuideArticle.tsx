import clsx from 'clsx';
import { Prose } from '@/components/blog/Prose';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { EnquiryBox } from '@/components/ui/EnquiryBox';
import { EntryPage } from '@/components/ui/EntryPage';
import { LinkedEntries } from '@/components/ui/LinkedEntries';
import { PageHero } from '@/components/ui/PageHero';
import { TitledSection } from '@/components/ui/TitledSection';
import { visasCopy } from '@/content/visas';
import { entryTree } from '@/lib/collection';
import { fillCopy } from '@/lib/copy';
import { formatDate } from '@/lib/dates';
import { entryEnquiryCall } from '@/lib/entry-enquiry';
import { markdownToHtml } from '@/lib/markdown';
import { tripPath } from '@/lib/trip-routes';
import { visaBreadcrumbs } from '@/lib/visa-metadata';
import type { VisaGuide } from '@/lib/visas';
import { VisaStatus } from './VisaStatus';
import styles from './VisaGuideArticle.module.css';

type VisaGuideArticleProps = {
  guide: VisaGuide;
  /** The trips whose `visa` names this guide. */
  trips: readonly { slug: string; title: string }[];
};

const day = (isoDate: string) => formatDate(isoDate, 'en-GB');

/**
 * /visas/<country>/: breadcrumbs, when the guide was checked (or that it is being re-checked),
 * which visa, where to apply, how long it takes, the fees and until when they hold, the document
 * checklist, the desk's advice, then the call to ask about this visa and the trips to the country.
 * Prints as a checklist (the module's print rules): a visitor takes it to the visa centre.
 */
export async function VisaGuideArticle({ guide, trips }: VisaGuideArticleProps) {
  const html = await markdownToHtml(entryTree(guide), { topHeadingLevel: 2 });
  return (
    <EntryPage
      search={{ 'data-pagefind-body': '', 'data-pagefind-meta': `kind:${visasCopy.searchKind}` }}
      hero={<PageHero title={guide.title} subtitle={guide.summary} />}
      columnClassName={styles.column}
      after={
        <>
          <div className={styles.noPrint}>
            <EnquiryBox id="visa-enquire-title" {...entryEnquiryCall('visa', visasCopy.enquire, guide)} />
          </div>
          <div className={styles.noPrint}>
            <LinkedEntries
              id="visa-trips"
              title={fillCopy(visasCopy.tripsTitle, { country: guide.country })}
              entries={trips.map((trip) => ({ href: tripPath(trip.slug), title: trip.title }))}
            />
          </div>
        </>
      }
    >
      <div data-pagefind-ignore="all" className={styles.noPrint}>
        <Breadcrumbs label={visasCopy.breadcrumbsLabel} crumbs={visaBreadcrumbs(guide)} />
      </div>
      <VisaStatus guide={guide} />
      <TitledSection id="visa-types" title={visasCopy.visaTypesTitle}>
        <ul className={styles.cards}>
          {guide.visaTypes.map((type) => (
            <li key={type.name} className={styles.card}>
              <h3 className={styles.cardTitle}>{type.name}</h3>
              <p>{type.purpose}</p>
              <p>
                <span className={styles.label}>{visasCopy.visaTypeValidity}:</span> {type.validity}
              </p>
            </li>
          ))}
        </ul>
      </TitledSection>
      <TitledSection id="visa-apply" title={visasCopy.applyTitle}>
        <ul className={styles.plain}>
          {guide.applyAt.map((place) => (
            <li key={`${place.city} ${place.centre}`}>
              <strong>{place.city}:</strong> {place.centre}
            </li>
          ))}
        </ul>
      </TitledSection>
      <TitledSection id="visa-times" title={visasCopy.timesTitle}>
        <dl className={clsx(styles.facts, styles.times)}>
          <dt>{visasCopy.appointmentWait}</dt>
          <dd>{guide.appointmentWait}</dd>
          <dt>{visasCopy.processingTime}</dt>
          <dd>{guide.processingTime}</dd>
        </dl>
      </TitledSection>
      <TitledSection id="visa-fees" title={visasCopy.feesTitle}>
        {guide.currentFees ? (
          <>
            <dl className={styles.facts}>
              {guide.currentFees.map((fee) => (
                <div key={fee.item} className={styles.fact}>
                  <dt>{fee.item}</dt>
                  <dd>{fee.price}</dd>
                </div>
              ))}
            </dl>
            <p className={styles.note}>
              {fillCopy(visasCopy.feesNote, { checkedOn: day(guide.checkedOn), validUntil: day(guide.feesValidUntil) })}
            </p>
          </>
        ) : (
          <p className={styles.note}>{guide.rechecking ? visasCopy.rechecking : visasCopy.feesHidden}</p>
        )}
      </TitledSection>
      <TitledSection id="visa-documents" title={visasCopy.documentsTitle}>
        <ol className={styles.checklist}>
          {guide.documents.map((document) => (
            <li key={document.item}>
              <span className={styles.item}>{document.item}</span>
              {document.note ? <span className={styles.itemNote}>{document.note}</span> : null}
            </li>
          ))}
        </ol>
      </TitledSection>
      <Prose html={html} />
    </EntryPage>
  );
}
