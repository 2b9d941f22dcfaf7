import { blog } from '@/content/blog';
import type { Topic } from '@/content/topics';
import { searchPagePath, searchQueryParam } from '@/lib/search';
import { SiteSearch } from './SiteSearch';
import { TopicLinks } from './TopicLinks';
import { withBasePath } from '@/lib/links';

type BlogSearchProps = { topics: readonly Topic[]; onSearchPage?: boolean };

/**
 * The search box with what it needs from the server: its few strings, the search page's address
 * under the base path, and the topic links it offers when search cannot help (rendered here, so
 * the client code carries none of it).
 */
export function BlogSearch({ topics, onSearchPage = false }: BlogSearchProps) {
  const { label, placeholder, submit, browseTopics } = blog.search;
  return (
    <SiteSearch
      copy={{ label, placeholder, submit }}
      action={withBasePath(searchPagePath())}
      param={searchQueryParam}
      onSearchPage={onSearchPage}
      fallback={<TopicLinks topics={topics} label={browseTopics} />}
    />
  );
}
