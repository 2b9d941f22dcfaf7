import type { ReactNode } from 'react';
import { Section } from './Section';
import styles from './PolicyDocument.module.css';

type Updated = { label: string; date: string; display: string };

/**
 * A policy page's long read (the privacy notice, the booking terms): `note` first when there is
 * one, the day it was last updated, its introduction, then its sections (`children`, each a
 * PolicySection).
 */
export function PolicyDocument({
  note,
  updated,
  intro,
  children,
}: {
  note?: ReactNode;
  updated: Updated;
  intro: readonly string[];
  children: ReactNode;
}) {
  return (
    <Section>
      <div className={styles.document}>
        {note}
        <p className={styles.updated}>
          {updated.label}: <time dateTime={updated.date}>{updated.display}</time>
        </p>
        {intro.map((text) => (
          <p key={text}>{text}</p>
        ))}
        {children}
      </div>
    </Section>
  );
}
