import { Container } from '@/components/ui/Container';
import { PageHero } from '@/components/ui/PageHero';
import { blog } from '@/content/blog';
import type { Topic } from '@/content/topics';
import { BlogSearch } from './BlogSearch';
import { TopicLinks } from './TopicLinks';
import styles from './SearchPage.module.css';

/**
 * /blog/search/?q=...: the search box, which reads and writes the query in the address, and the
 * topics, which stay for readers without JavaScript (who are not offered the box).
 */
export function SearchPage({ topics }: { topics: readonly Topic[] }) {
  const copy = blog.search;
  return (
    <>
      <PageHero title={copy.pageTitle} subtitle={copy.pageSubtitle} />
      <Container>
        <div className={styles.column}>
          <BlogSearch topics={topics} onSearchPage />
          {topics.length > 0 ? (
            <section aria-labelledby="browse-topics" className={styles.browse}>
              <h2 id="browse-topics" className={styles.heading}>
                {copy.browseTopics}
              </h2>
              <TopicLinks topics={topics} label={blog.topics.listLabel} />
            </section>
          ) : null}
        </div>
      </Container>
    </>
  );
}
