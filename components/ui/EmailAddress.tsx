import styles from './EmailAddress.module.css';

/**
 * An e-mail address kept whole on one line when it fits there, moved to a line of its own when it
 * does not, and broken before the "@" (info / @travelorchard.example) only when even that line is
 * too narrow, never mid-word. `<wbr>` adds nothing to the text, so a copied address and a link's
 * accessible name stay whole.
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.indexOf('@');
  return (
    <span className={styles.address}>
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        email
      )}
    </span>
  );
}
