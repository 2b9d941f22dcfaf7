import clsx from 'clsx';
import { Icon } from './Icon';
import styles from './CheckList.module.css';

type CheckListProps = { items: readonly string[]; className?: string };

/** Lines each led by a check mark: a service's features, a trip's highlights and what it includes. */
export function CheckList({ items, className }: CheckListProps) {
  return (
    <ul className={clsx(styles.list, className)}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" size={18} className={styles.check} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
