/**
 * What `npm run new-post` (and `npm run new -- posts`) writes: a frontmatter that passes the post
 * schema (scripts/authoring/templates.test.ts checks it against lib/post-schema.ts).
 */
import { topics } from '@/content/topics';
import { allowedImageHosts, allowedImageOrigins } from '@/lib/image-origins';

/** The first allowed image host, where the example photos live. */
const imageCdn = allowedImageOrigins[0];

export const DEFAULT_AUTHOR = 'Travel Orchard Team';

/** The new file's text: a draft, so a half-written post is never published by accident. */
export function postTemplate({ title, author, date }: { title: string; author: string; date: string }): string {
  // JSON strings are valid YAML, so quotes, colons and accents in a title need no further care.
  return `---
title: ${JSON.stringify(title)}
author: ${JSON.stringify(author)}
date: ${date}
# Optional: a photo on an allowed image host (${allowedImageHosts}) and a description of it for screen readers.
# image: ${imageCdn}/photo-1551632811-561732d1e306
# imageAlt: Hikers on a mountain trail
# Optional: the topics the post is about, from ${topics.map((topic) => topic.slug).join(', ')}.
# tags: [${topics[0]?.slug ?? ''}]
# Optional: the summary for search results and the feed (otherwise the opening text is used).
# excerpt: One or two sentences about the post.
# Delete this line when the post is ready to publish.
draft: true
---

Write the opening paragraph here. Markdown works: **bold**, *italic*, [links](/contact/).

## A section heading

- A bullet point
- Another one

1. A numbered step
2. The next step
`;
}

/** The post for `npm run new -- posts` (scripts/authoring/new.ts): by the team, dated today. */
export const template = ({ title, today }: { title: string; today: string }) =>
  postTemplate({ title, author: DEFAULT_AUTHOR, date: today });
