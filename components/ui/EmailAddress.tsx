import { Fragment } from 'react';
import styles from './EmailAddress.module.css';

/**
 * An e-mail address kept whole on one line when it fits there, moved to a line of its own when it
 * does not, and broken only where even that line is too narrow: before the "@" or a dot of the
 * domain (info@travelorchard / .example), as style guides break addresses, never mid-word. `<wbr>`
 * adds nothing to the text, so a copied address and a link's accessible name stay whole.
 */
export function EmailAddress({ email }: { email: string }) {
  // "info", "@travelorchard", ".example": each piece after the first may start a line.
  const pieces = email.split(/(?=@)|(?<=@.*)(?=\.)/);
  return (
    <span className={styles.address}>
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}
