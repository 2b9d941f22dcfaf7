'use client';

import clsx from 'clsx';
import { m, type Variants } from 'framer-motion';
import type { ReactNode } from 'react';
import styles from './RevealItem.module.css';

type RevealItemProps = {
  children: ReactNode;
  className?: string;
  /** Rise while fading in. Off for items that hold in-page anchors, so a jump lands where it will stay. */
  lift?: boolean;
};

const liftVariants: Variants = {
  hidden: { opacity: 0, y: 24, transition: { duration: 0 } },
  shown: { opacity: 1, y: 0, transition: { duration: 0.5, ease: [0.22, 1, 0.36, 1] } },
};

const fadeVariants: Variants = {
  hidden: { opacity: 0, transition: { duration: 0 } },
  shown: { opacity: 1, transition: { duration: 0.5, ease: 'easeOut' } },
};

/** A card in a RevealList: follows the list's phase, so it needs no state of its own. */
export function RevealItem({ children, className, lift = true }: RevealItemProps) {
  return (
    <m.li className={clsx(styles.item, className)} variants={lift ? liftVariants : fadeVariants}>
      {children}
    </m.li>
  );
}
