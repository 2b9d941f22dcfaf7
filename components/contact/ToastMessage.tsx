import styles from './ToastMessage.module.css';

type ToastMessageProps = { title: string; text: string };

/** Body of a notification: a bold title and a sentence (read out together by screen readers). */
export function ToastMessage({ title, text }: ToastMessageProps) {
  return (
    <span className={styles.message}>
      <strong className={styles.title}>{title}</strong> <span className={styles.text}>{text}</span>
    </span>
  );
}
