import { AppLink } from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import { blog } from '@/content/blog';
import { topicFeedPath, topicsPath } from '@/lib/blog-routes';
import styles from './TopicLead.module.css';
import { withBasePath } from '@/lib/links';

/** Above a topic's posts: the way to the other topics, and this topic's own RSS feed. */
export function TopicLead({ topic }: { topic: string }) {
  return (
    <p className={styles.lead}>
      <AppLink href={topicsPath()} className={styles.link}>
        <Icon name="arrowRight" size={18} className={styles.backIcon} />
        {blog.topics.allTopics}
      </AppLink>
      {/* A file, not a page: a plain link so the router does not try to render it. */}
      <a href={withBasePath(topicFeedPath(topic))} className={styles.link} type="application/rss+xml">
        {blog.topics.feedLink}
      </a>
    </p>
  );
}
