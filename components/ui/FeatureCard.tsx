import type { FeatureItem } from '@/content/types';
import { Icon } from './Icon';
import styles from './FeatureCard.module.css';

/** Icon, title and a sentence: the "why choose us" and core-value cards. */
export function FeatureCard({ title, text, icon }: FeatureItem) {
  return (
    <article className={styles.card}>
      <span className={styles.icon}>
        <Icon name={icon} size={28} />
      </span>
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.text}>{text}</p>
    </article>
  );
}
