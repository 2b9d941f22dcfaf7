'use client';

import { useState, type ReactNode } from 'react';
import styles from './ShareLinks.module.css';

type CopyLinkButtonProps = {
  url: string;
  copy: { copy: string; copied: string; copyFailed: string };
  /**
   * Rendered by the server and passed in, so the icon set (every SVG path) never enters the
   * client bundle: this leaf stays a few hundred bytes.
   */
  icons: { idle: ReactNode; copied: ReactNode };
};

/**
 * Copies the post's address with the Clipboard API and says so beside the button, in a status
 * region screen readers announce. Hidden by CSS when scripting is off, where it could do nothing.
 */
export function CopyLinkButton({ url, copy, icons }: CopyLinkButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      // No clipboard (an insecure context, an old browser) or permission refused.
      setState('failed');
    }
  }

  return (
    <span className={styles.copy}>
      <button type="button" className={styles.link} onClick={copyLink}>
        {state === 'copied' ? icons.copied : icons.idle}
        {copy.copy}
      </button>
      <span role="status" className={styles.status}>
        {state === 'copied' ? copy.copied : state === 'failed' ? copy.copyFailed : ''}
      </span>
    </span>
  );
}
