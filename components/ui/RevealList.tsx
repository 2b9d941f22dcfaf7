'use client';

import { LazyMotion, MotionConfig, m, type Variants } from 'framer-motion';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { clientTuning } from '@/content/client-tuning';

const loadFeatures = () => import('./motion-features').then((module) => module.default);

/**
 * idle: as rendered on the server, every card visible (also without JavaScript).
 * waiting: the list started below the fold, so its cards were hidden out of sight.
 * revealed: the list scrolled into view and its cards animate in, one after another.
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
 * allows motion.
 */
export function RevealList({ children, className, ...aria }: RevealListProps) {
  const ref = useRef<HTMLUListElement>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const variants = useMemo<Variants>(
    () => ({ hidden: { transition: { duration: 0 } }, shown: { transition: { staggerChildren: clientTuning.cardStaggerSeconds } } }),
    [],
  );

  useEffect(() => {
    const list = ref.current;
    if (!list || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;

    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (first) {
          first = false;
          if (entry.boundingClientRect.top >= window.innerHeight) setPhase('waiting');
          else observer.disconnect();
          return;
        }
        if (entry.isIntersecting) {
          setPhase('revealed');
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px -8% 0px' },
    );
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">
        <m.ul
          ref={ref}
          className={className}
          initial={false}
          animate={phase === 'waiting' ? 'hidden' : 'shown'}
          variants={variants}
          {...aria}
        >
          {children}
        </m.ul>
      </MotionConfig>
    </LazyMotion>
  );
}
