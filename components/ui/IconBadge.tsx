import clsx from 'clsx';
import type { IconName } from '@/content/types';
import { Icon } from './Icon';
import styles from './IconBadge.module.css';

type IconBadgeProps = {
  name: IconName;
  /** The icon's size in pixels; the badge's own size is the caller's --badge-size (3rem by default). */
  size: number;
  /** `brand`: white on green. `soft`: green on pale green. */
  tone?: 'brand' | 'soft';
  /** `round`: a disc. `square`: a square with rounded corners. */
  shape?: 'round' | 'square';
  /** The caller's class: --badge-size and the space around the badge. */
  className?: string;
};

/** A decorative icon on a coloured disc, as the cards and statements open with. */
export function IconBadge({ name, size, tone = 'brand', shape = 'round', className }: IconBadgeProps) {
  return (
    <span className={clsx(styles.badge, styles[tone], styles[shape], className)}>
      <Icon name={name} size={size} />
    </span>
  );
}
