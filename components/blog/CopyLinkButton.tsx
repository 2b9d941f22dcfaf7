'use client';

import { useRef, useState, type ReactNode } from 'react';
import { COPY_ATTRIBUTE, EARLY_ATTRIBUTE } from '@/lib/early-actions';
import { useEarlyAction } from '@/components/ui/use-early-action';
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

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies the post's address with the Clipboard API and says so beside the button, in a status
 * region screen readers announce. Hidden by CSS when scripting is off, where it could do nothing.
 * A tap before hydration is copied at once by the early-actions script (lib/early-actions.ts),
 * while the browser still counts it as the visitor's gesture; this component then says how it went.
 */
export function CopyLinkButton({ url, copy, icons }: CopyLinkButtonProps) {
  const [state, setState] = useState<CopyState>('idle');
  const buttonRef = useRef<HTMLButtonElement>(null);

  async function report(copying: Promise<void>) {
    try {
      await copying;
      setState('copied');
    } catch {
      // No clipboard (an insecure context, an old browser) or permission refused.
      setState('failed');
    }
  }

  // A promise either way: a browser without the Clipboard API rejects instead of throwing.
  const writeLink = () => Promise.resolve().then(() => navigator.clipboard.writeText(url));
  useEarlyAction(buttonRef, (action) => void report(action.copied ?? writeLink()));

  const earlyCopy = { [EARLY_ATTRIBUTE]: 'click', [COPY_ATTRIBUTE]: url };
  return (
    <span className={styles.copy}>
      <button ref={buttonRef} type="button" className={styles.link} onClick={() => void report(writeLink())} {...earlyCopy}>
        {state === 'copied' ? icons.copied : icons.idle}
        {copy.copy}
      </button>
      <span role="status" className={styles.status}>
        {state === 'copied' ? copy.copied : state === 'failed' ? copy.copyFailed : ''}
      </span>
    </span>
  );
}
