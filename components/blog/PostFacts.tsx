import { blog } from '@/content/blog';
import type { Topic } from '@/content/topics';
import { fillCopy } from '@/lib/copy';
import { TopicLinks } from './TopicLinks';
import styles from './PostFacts.module.css';

type PostFactsProps = { readingMinutes: number; tags: readonly Topic[] };

/**
 * "6 min read" and the post's topics as links to their pages. A line of its own under the author
 * and date, so the date's switch to the visitor's locale never rewraps it.
 */
export function PostFacts({ readingMinutes, tags }: PostFactsProps) {
  return (
    <div className={styles.facts}>
      <span className={styles.reading} data-pagefind-ignore="">
        {fillCopy(blog.readingTime, { minutes: readingMinutes })}
      </span>
      {tags.length > 0 ? <TopicLinks topics={tags} label={blog.topics.listLabel} /> : null}
    </div>
  );
}
