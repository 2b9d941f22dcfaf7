import { useEffect, useRef, useState } from 'react';
import {
  MAX_CHILDREN,
  TRIP_FIELD,
  TRIP_SLUG_ATTRIBUTE,
  TRIP_TITLE_ATTRIBUTE,
  childCount,
  type TripEnquiry,
  type TripFieldsData,
} from '@/lib/contact-trip';
import { fillCopy } from '@/lib/copy';
import formStyles from './ContactForm.module.css';
import inputStyles from '@/components/ui/TextInput.module.css';
import styles from './TripFields.module.css';

export type TripFieldsCopy = {
  legend: string;
  termsLabel: string;
  departure: string;
  chooseDeparture: string;
  flexible: string;
  adults: string;
  children: string;
  childAge: string;
  childrenHint: string;
};

type TripFieldsProps = {
  slug: string;
  data: TripFieldsData;
  /** What a restored draft said about this trip: put back once, when the fields appear. */
  initial: TripEnquiry | null;
  copy: TripFieldsCopy;
};

const ID = {
  departure: 'contact-departure',
  adults: 'contact-adults',
  children: 'contact-children',
  hint: 'contact-children-hint',
};
const MAX_ADULTS = 20;
const MAX_AGE = 17;

/**
 * The trip's fields in the contact form (lib/contact-trip.ts): the departure, from the trip's open
 * departures or "Flexible / another date", the adults (at least one), the children and one age
 * field per child. The counts start empty, as the visitor's own answer (no default to type over). Loaded with the trip's code only when the form is about a trip. Uncontrolled,
 * as the rest of the form: only the number of age fields is state, and the form's reset (after a
 * delivered enquiry) brings it back to none.
 */
export function TripFields({ slug, data, initial, copy }: TripFieldsProps) {
  const ref = useRef<HTMLFieldSetElement>(null);
  const [children, setChildren] = useState(() => (initial ? childCount(initial.children) : 0));
  const required = (
    <span className={formStyles.required} aria-hidden="true">
      *
    </span>
  );

  // A restored draft's choices, once, as values the visitor may change (defaults stay the form's,
  // so a reset after delivery empties them).
  useEffect(() => {
    const form = ref.current?.form;
    if (!form || !initial) return;
    const set = (name: string, value: string) => {
      const element = form.elements.namedItem(name);
      if ((element instanceof HTMLInputElement || element instanceof HTMLSelectElement) && value !== '') element.value = value;
    };
    set(TRIP_FIELD.departure, initial.departure);
    set(TRIP_FIELD.adults, initial.adults);
    set(TRIP_FIELD.children, initial.children);
    form.querySelectorAll<HTMLInputElement>(`input[name="${TRIP_FIELD.age}"]`).forEach((input, index) => {
      input.value = initial.ages[index] ?? '';
    });
  }, [initial]);

  useEffect(() => {
    const form = ref.current?.form;
    if (!form) return;
    const reset = () => setChildren(0);
    form.addEventListener('reset', reset);
    return () => form.removeEventListener('reset', reset);
  }, []);

  return (
    <fieldset ref={ref} className={styles.trip} {...{ [TRIP_SLUG_ATTRIBUTE]: slug, [TRIP_TITLE_ATTRIBUTE]: data.title }}>
      <legend className={styles.legend}>{fillCopy(copy.legend, { title: data.title })}</legend>
      {data.terms.length > 0 ? (
        <ul className={styles.terms} aria-label={copy.termsLabel}>
          {data.terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
      ) : null}
      <div className={formStyles.field}>
        <label htmlFor={ID.departure}>
          {copy.departure} {required}
        </label>
        <select className={inputStyles.input} id={ID.departure} name={TRIP_FIELD.departure} defaultValue="" required>
          <option value="">{copy.chooseDeparture}</option>
          {data.departures.map((departure) => (
            <option key={departure} value={departure}>
              {departure}
            </option>
          ))}
          <option value={copy.flexible}>{copy.flexible}</option>
        </select>
      </div>
      <div className={formStyles.row}>
        <div className={formStyles.field}>
          <label htmlFor={ID.adults}>
            {copy.adults} {required}
          </label>
          <input
            className={inputStyles.input}
            id={ID.adults}
            name={TRIP_FIELD.adults}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_ADULTS}
            required
          />
        </div>
        <div className={formStyles.field}>
          <label htmlFor={ID.children}>{copy.children}</label>
          <input
            className={inputStyles.input}
            id={ID.children}
            name={TRIP_FIELD.children}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_CHILDREN}
            aria-describedby={ID.hint}
            // The native input event, as typed: the age fields follow each keystroke in every engine.
            onInput={(event) => setChildren(childCount(event.currentTarget.value))}
          />
          <p id={ID.hint} className={styles.hint}>
            {copy.childrenHint}
          </p>
        </div>
      </div>
      {children > 0 ? (
        <div className={styles.ages}>
          {Array.from({ length: children }, (_, index) => {
            const id = `contact-child-age-${index + 1}`;
            return (
              <div key={id} className={formStyles.field}>
                <label htmlFor={id}>
                  {fillCopy(copy.childAge, { number: index + 1 })} {required}
                </label>
                <input
                  className={inputStyles.input}
                  id={id}
                  name={TRIP_FIELD.age}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={MAX_AGE}
                  required
                />
              </div>
            );
          })}
        </div>
      ) : null}
    </fieldset>
  );
}
