'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { clientTuning } from '@/content/client-tuning';
import { FIRST_INPUT_EVENTS } from '@/lib/first-input';

const loadAnimation = () => import('./reveal-animation');

/**
 * How far below the viewport a waiting list starts loading its animation code: a quarter of a
 * screen of scrolling, time enough for the small animation module on a slow connection, while a
 * list that starts below the first screen (the home page's first list) loads none of it with the
 * page. Half a screen fetched it during load on the home page
 * (docs/decisions/0017-code-off-the-startup-path.md).
 */
const APPROACH_MARGIN = '0px 0px 25% 0px';

/**
 * idle: as rendered on the server, every card visible (also without JavaScript).
 * waiting: the list started below the fold, so its cards were hidden out of sight (CSS, see
 * RevealItem.module.css: no animation code is needed to hide them).
 * revealed: the cards have animated in, one after another.
 */
type Phase = 'idle' | 'waiting' | 'revealed';

export type RevealListProps = {
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
};

/**
 * A list (<ul>) whose RevealItem cards fade in one after another, clientTuning.cardStaggerSeconds
 * apart, when it scrolls into view.
 *
 * The server HTML and the first client render show every card (no `opacity:0` in the markup),
 * so content never depends on JavaScript and nothing already on screen ever disappears: only a
 * list that starts entirely below the fold is hidden, after mount, and only when the visitor
 * allows motion. framer-motion loads only when such a list nears the viewport or the visitor first
 * touches, types or scrolls with the wheel, never with the
 * page; if it cannot load, the cards are shown without animation.
 */
export function RevealList({ children, className, ...aria }: RevealListProps) {
  const ref = useRef<HTMLUListElement>(null);
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    const list = ref.current;
    if (!list || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;

    let active = true;
    let animation: ReturnType<typeof loadAnimation> | undefined;
    const load = () => (animation ??= loadAnimation());

    const stopListening = () => FIRST_INPUT_EVENTS.forEach((type) => window.removeEventListener(type, onFirstInput));
    const startLoading = () => {
      approach.disconnect();
      stopListening();
      load().catch(() => undefined);
    };
    const onFirstInput = () => startLoading();
    const approach = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) startLoading();
      },
      { rootMargin: APPROACH_MARGIN },
    );

    let first = true;
    const view = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (first) {
          first = false;
          if (entry.boundingClientRect.top >= window.innerHeight) {
            setPhase('waiting');
            approach.observe(list);
            // Someone filling in a form or pressing a key is about to scroll: the code is then in
            // before they reach a list, not mid-way through sending the form. Never during load itself.
            FIRST_INPUT_EVENTS.forEach((type) => window.addEventListener(type, onFirstInput, { passive: true }));
          } else {
            view.disconnect();
          }
          return;
        }
        if (!entry.isIntersecting) return;
        view.disconnect();
        approach.disconnect();
        stopListening();
        load()
          .then(({ revealCards }) => revealCards([...list.children], clientTuning.cardStaggerSeconds))
          .catch(() => undefined)
          .finally(() => {
            if (active) setPhase('revealed');
          });
      },
      { rootMargin: '0px 0px -8% 0px' },
    );
    view.observe(list);
    return () => {
      active = false;
      view.disconnect();
      approach.disconnect();
      stopListening();
    };
  }, []);

  return (
    <ul ref={ref} className={className} data-reveal={phase} {...aria}>
      {children}
    </ul>
  );
}
