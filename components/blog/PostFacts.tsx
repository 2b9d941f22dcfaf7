import { AppLink } from '@/components/ui/AppLink';
import { blog } from '@/content/blog';
import type { Topic } from '@/content/topics';
import { topicPagePath } from '@/lib/blog-routes';
import { fillCopy } from '@/lib/copy';
import { findTopic } from '@/lib/topics';
import styles from './PostFacts.module.css';

type PostFactsProps = { readingMinutes: number; tags: readonly Topic[] };

/**
 * "6 min read" and the post's topics as links to their pages. A line of its own under the author
 * and date, so the date's switch to the visitor's locale never rewraps it.
 */
export function PostFacts({ readingMinutes, tags }: PostFactsProps) {
  return (
    <div className={styles.facts}>
      <span className={styles.reading}>{fillCopy(blog.readingTime, { minutes: readingMinutes })}</span>
      {tags.length > 0 ? (
        <ul className={styles.topics} aria-label={blog.topics.listLabel}>
          {tags.map((tag) => (
            <li key={tag}>
              <AppLink href={topicPagePath(tag)} className={styles.topic}>
                {findTopic(tag)?.name ?? tag}
              </AppLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
