import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './RevealItem.module.css';

type RevealItemProps = {
  children: ReactNode;
  className?: string;
  /** Rise while fading in. Off for items that hold in-page anchors, so a jump lands where it will stay. */
  lift?: boolean;
};

/**
 * A card in a RevealList. A server component: the list hides its cards (CSS on its phase) and
 * animates them (reveal-animation.ts), so a card needs no JavaScript of its own.
 */
export function RevealItem({ children, className, lift = true }: RevealItemProps) {
  return (
    <li className={clsx(styles.item, lift && styles.lift, className)} data-reveal-lift={lift ? '' : undefined}>
      {children}
    </li>
  );
}
