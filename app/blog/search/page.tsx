import { SearchPage } from '@/components/blog/SearchPage';
import { blog } from '@/content/blog';
import { pageMetadata } from '@/lib/metadata';
import { getAllPosts } from '@/lib/posts';
import { searchPagePath } from '@/lib/search';
import { topicsInUse } from '@/lib/topics';

export const metadata = pageMetadata({
  title: blog.search.pageTitle,
  description: blog.search.pageDescription,
  path: searchPagePath(),
});

export default function BlogSearchPage() {
  return <SearchPage topics={topicsInUse(getAllPosts()).map((topic) => topic.slug)} />;
}
