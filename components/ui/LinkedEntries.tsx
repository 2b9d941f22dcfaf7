import { AppLink } from './AppLink';
import { TitledSection } from './TitledSection';
import styles from './LinkedEntries.module.css';

type LinkedEntriesProps = {
  /** Id of the section's <h2>. */
  id: string;
  title: string;
  entries: readonly { href: string; title: string }[];
};

/** Entries of another collection linked from this one (a trip's posts, a guide's trips), under their own <h2>; none shows nothing. */
export function LinkedEntries({ id, title, entries }: LinkedEntriesProps) {
  if (entries.length === 0) return null;
  return (
    <TitledSection id={id} title={title}>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.href}>
            <AppLink href={entry.href}>{entry.title}</AppLink>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
