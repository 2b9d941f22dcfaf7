import { AppLink } from '@/components/ui/AppLink';
import type { Topic } from '@/content/topics';
import { topicPagePath } from '@/lib/blog-routes';
import { findTopic } from '@/lib/topics';
import styles from './TopicLinks.module.css';

type TopicLinksProps = { topics: readonly Topic[]; label: string };

/**
 * Topics as a row of links to their pages: a post's topics, and where search sends a reader it
 * cannot help. Inside a post's article each name is also a search filter, returned with a result.
 */
export function TopicLinks({ topics, label }: TopicLinksProps) {
  return (
    <ul className={styles.topics} aria-label={label}>
      {topics.map((topic) => (
        <li key={topic}>
          <AppLink href={topicPagePath(topic)} className={styles.topic} data-pagefind-filter="topic">
            {findTopic(topic)?.name ?? topic}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
