import { AppLink } from '@/components/ui/AppLink';
import { Container } from '@/components/ui/Container';
import { PageHero } from '@/components/ui/PageHero';
import { blog } from '@/content/blog';
import { topicPagePath } from '@/lib/blog-routes';
import { fillCopy } from '@/lib/copy';
import type { TopicWithCount } from '@/lib/topics';
import styles from './TopicIndex.module.css';

/** /blog/topics/: every topic with posts, what it covers and how many posts it has. */
export function TopicIndex({ topics }: { topics: readonly TopicWithCount[] }) {
  const copy = blog.topics;
  return (
    <>
      <PageHero title={copy.indexTitle} subtitle={copy.indexSubtitle} />
      <Container>
        <div className={styles.column}>
          {topics.length === 0 ? (
            <p className={styles.empty}>{copy.indexEmpty}</p>
          ) : (
            <ul className={styles.list}>
              {topics.map((topic) => (
                <li key={topic.slug} className={styles.card}>
                  <h2 className={styles.name}>
                    <AppLink href={topicPagePath(topic.slug)}>{topic.name}</AppLink>
                  </h2>
                  <p className={styles.description}>{topic.description}</p>
                  <p className={styles.count}>
                    {topic.count === 1 ? copy.postCountOne : fillCopy(copy.postCountMany, { count: topic.count })}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Container>
    </>
  );
}
