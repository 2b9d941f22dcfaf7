import { notFoundCopy } from '@/content/shell';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { NotFoundLogger } from './NotFoundLogger';
import styles from './StatusPage.module.css';

/** What any unknown address shows: the big 404, a sentence and the way home, inside the usual shell. */
export function NotFoundPage() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <NotFoundLogger />
      <p className={styles.code} aria-hidden="true">
        {notFoundCopy.code}
      </p>
      <h1 id="not-found-title" className={styles.title}>
        <span className="visually-hidden">{notFoundCopy.codeSpoken}</span>
        {notFoundCopy.title}
      </h1>
      <p className={styles.text}>{notFoundCopy.text}</p>
      <ButtonLink href="/" variant="secondary">
        {notFoundCopy.homeLink}
      </ButtonLink>
    </section>
  );
}
