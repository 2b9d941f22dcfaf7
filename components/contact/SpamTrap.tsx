import styles from './ContactForm.module.css';

/** The name of the spam trap field, which only scripts fill in. */
export const HONEYPOT_FIELD = 'reference_code';

/**
 * A trap for scripts: a field off screen, out of the tab order and hidden from assistive
 * technology, so only a bot fills it. Rendered once the page is interactive (it never reaches the
 * e-mail a JavaScript-less visitor's form becomes) and loaded with the form's lazy code.
 */
export function SpamTrap({ label }: { label: string }) {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label>
        {label}
        <input name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
