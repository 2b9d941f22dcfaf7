/**
 * Writes valid, realistic-sized posts into a folder, for the pagination tests and `npm run
 * bench:scale -- posts`. Post n is dated n days after 2020-01-01, so the highest number is the newest.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { blog } from '@/content/blog';
import { allowedImageOrigins } from '@/lib/image-origins';

/** The first allowed image host, where the example photos live. */
const imageCdn = allowedImageOrigins[0];

/** The pagination fixture (scripts/test/build-blog-fixtures.ts): three list pages, the last with one post, plus drafts that must stay out. */
export const FIXTURE_POSTS = 2 * blog.postsPerPage + 1;
export const FIXTURE_DRAFTS = 2;

const FIRST_DAY = Date.UTC(2020, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;
const PHOTOS = [
  [`${imageCdn}/photo-1551632811-561732d1e306`, 'Hikers on a mountain trail'],
  [`${imageCdn}/photo-1506905925346-21bda4d32df4`, 'Snowy peaks above a sea of clouds'],
  [`${imageCdn}/photo-1552249352-02a0817a2d95`, 'A family on a beach holiday'],
] as const;

/** A word only the drafts contain: searching for it must find nothing (e2e/blog-fixtures/many-posts.spec.ts). */
export const DRAFT_ONLY_WORD = 'quokkasecret';

export const syntheticSlug = (n: number) => `synthetic-post-${String(n).padStart(4, '0')}`;
export const syntheticTitle = (n: number) => `Synthetic post ${n}`;
export const syntheticDate = (n: number) => new Date(FIRST_DAY + n * DAY_MS).toISOString().slice(0, 10);
/** Odd posts are about europe (11 of the fixture's 21: two topic pages), every third about visas; the rest have none. */
export const syntheticTags = (n: number) => [...(n % 2 === 1 ? ['europe'] : []), ...(n % 3 === 0 ? ['visas'] : [])];

function body(n: number, draft: boolean): string {
  return `Post number ${n} exists to give the blog **volume**: it is *synthetic*, generated for tests and benchmarks.${draft ? ` Draft word: ${DRAFT_ONLY_WORD}.` : ''}

## What it contains

- A bullet list with **bold** text
- A [link to the contact page](/contact/)

1. A numbered step
2. Another step

A long unbroken address must wrap on a phone: https://travelorchard.example/a/really/long/path/that/keeps/going/without/any/spaces/${n}

> A blockquote, so every element of the typography is exercised.
`;
}

/** Writes `count` published posts (and `drafts` newer drafts, which a production build must leave out). */
export function writeSyntheticPosts(directory: string, count: number, { drafts = 0 }: { drafts?: number } = {}): void {
  mkdirSync(directory, { recursive: true });
  for (let n = 1; n <= count + drafts; n++) {
    const photo = n % 3 === 0 ? PHOTOS[(n / 3) % PHOTOS.length] : undefined;
    const frontmatter = [
      `title: "${syntheticTitle(n)}"`,
      'author: "Travel Orchard Team"',
      `date: ${syntheticDate(n)}`,
      ...(photo ? [`image: ${photo[0]}`, `imageAlt: "${photo[1]}"`] : []),
      ...(n > count ? ['draft: true'] : []),
      ...(syntheticTags(n).length > 0 ? [`tags: [${syntheticTags(n).join(', ')}]`] : []),
    ];
    writeFileSync(join(directory, `${syntheticSlug(n)}.md`), `---\n${frontmatter.join('\n')}\n---\n\n${body(n, n > count)}`);
  }
}
