/**
 * The CMS preview pane for trips: the facts, the price and until when it holds, highlights, the day
 * by day and the text through the site's markdown pipeline, in the site's styles (cms/preview.ts).
 * It warns when the price's valid-until day has passed: the site then shows "Price on request".
 */
import { CURRENCIES, tripsCopy, type Currency } from '../content/trips';
import { tripCmsNotices } from '../content/trip-fields';
import { fillCopy } from '../lib/copy';
import { formatDate, isIsoDate } from '../lib/dates';
import { formatDuration, formatPrice } from '../lib/trip-price';
import { expiredPriceNotice } from './trip-checks';
import { CMS, h, previewPhoto, previewTemplate, previewTitle, refusedNotice, text, type Entry } from './preview';

/** A nested value as plain data: Decap holds lists and groups as Immutable.js values. */
function value(entry: Entry, path: string[]): unknown {
  const found = entry.getIn(['data', ...path]) as { toJS?: () => unknown } | undefined;
  return typeof found?.toJS === 'function' ? found.toJS() : found;
}

const lines = (entry: Entry, field: string) => {
  const list = value(entry, [field]);
  return Array.isArray(list) ? list.filter((line): line is string => typeof line === 'string' && line.trim() !== '') : [];
};

function price(entry: Entry): string {
  const amount = Number(value(entry, ['price', 'amount']));
  const currency = value(entry, ['price', 'currency']);
  if (!Number.isInteger(amount) || amount <= 0) return tripsCopy.priceOnRequest;
  const known = CURRENCIES.includes(currency as Currency) ? (currency as Currency) : 'NGN';
  return `${tripsCopy.priceFrom} ${formatPrice({ amount, currency: known })} ${text(entry, 'priceBasis')}`.trim();
}

function section(title: string, items: string[]): unknown {
  return items.length
    ? h('section', null, h('h2', null, title), h('ul', null, ...items.map((item) => h('li', null, item))))
    : null;
}

const TripPreview = previewTemplate((props, body) => {
  const { entry } = props;
  const validUntil = text(entry, 'priceValidUntil');
  const expired = expiredPriceNotice(validUntil, new Date().toISOString().slice(0, 10));
  const days = Number(value(entry, ['duration', 'days']));
  const nights = Number(value(entry, ['duration', 'nights']));
  const place = [value(entry, ['destination', 'place']), value(entry, ['destination', 'country'])].filter(Boolean).join(', ');
  const itinerary = value(entry, ['itinerary']);
  const facts = [place, days > 0 && nights >= 0 ? formatDuration({ days, nights }) : ''].filter(Boolean).join(' · ');
  return h(
    'article',
    null,
    h(
      'header',
      { className: 'preview-hero' },
      previewTitle(entry, 'Untitled trip'),
      facts ? h('p', { className: 'preview-meta' }, facts) : null,
    ),
    h(
      'div',
      { className: 'preview-column' },
      expired ? h('p', { className: 'preview-notice', role: 'alert' }, expired) : null,
      refusedNotice(entry),
      previewPhoto(props),
      h(
        'p',
        { className: 'preview-price' },
        h('strong', null, price(entry)),
        isIsoDate(validUntil) ? ` · ${fillCopy(tripsCopy.priceValidUntil, { date: formatDate(validUntil, 'en-GB') })}` : null,
      ),
      text(entry, 'summary') ? h('p', null, text(entry, 'summary')) : null,
      section(tripsCopy.highlightsTitle, lines(entry, 'highlights')),
      Array.isArray(itinerary) && itinerary.length
        ? h(
            'section',
            null,
            h('h2', null, tripsCopy.itineraryTitle),
            h(
              'ol',
              null,
              ...itinerary.map((day: { title?: string; text?: string }, index) =>
                h(
                  'li',
                  null,
                  h('strong', null, `${fillCopy(tripsCopy.itineraryDay, { day: index + 1 })} ${day?.title ?? ''}`),
                  ' ',
                  day?.text ?? '',
                ),
              ),
            ),
          )
        : null,
      section(tripsCopy.includedTitle, lines(entry, 'included')),
      section(tripsCopy.notIncludedTitle, lines(entry, 'notIncluded')),
      body,
      value(entry, ['sample']) === true ? h('p', { className: 'preview-notice' }, tripCmsNotices.sample) : null,
    ),
  );
});

CMS.registerPreviewTemplate('trips', TripPreview);
