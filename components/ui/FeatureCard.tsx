import type { FeatureItem } from '@/content/types';
import { IconBadge } from './IconBadge';
import styles from './FeatureCard.module.css';

/** Icon, title and a sentence: the "why choose us" and core-value cards. */
export function FeatureCard({ title, text, icon }: FeatureItem) {
  return (
    <article className={styles.card}>
      <IconBadge name={icon} size={28} tone="soft" shape="square" className={styles.icon} />
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.text}>{text}</p>
    </article>
  );
}
