import clsx from 'clsx';
import { credentials, credentialsCopy } from '@/content/credentials';
import { fillCopy } from '@/lib/copy';
import styles from './LicenceLine.module.css';

type LicenceLineProps = { className?: string };

/** "NCAA Travel agency licence NCAA/ATL/…, NANTA Member NANTA/…": the numbers a buyer can check before paying. */
export function LicenceLine({ className }: LicenceLineProps) {
  if (credentials.length === 0) return null;
  return (
    <ul className={clsx(styles.list, className)} aria-label={credentialsCopy.label}>
      {credentials.map((credential) => (
        <li key={credential.number}>{fillCopy(credentialsCopy.item, credential)}</li>
      ))}
    </ul>
  );
}
