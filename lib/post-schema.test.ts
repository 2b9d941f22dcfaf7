import { describe, expect, it } from 'vitest';
import { ContentValidationError, slugFromFileName } from './content-entry';
import { parsePost, RESERVED_POST_SLUGS } from './post-schema';

const FILE = 'content/posts/foo.md';

function post(frontmatter: string, body = 'A real paragraph about the trip.') {
  return `---\n${frontmatter}\n---\n\n${body}\n`;
}

const valid = 'title: "Hiking in the Alps"\nauthor: Ada Obi\ndate: "2024-01-15"';

function problemsOf(source: string): string[] {
  try {
    parsePost(source, 'foo', FILE);
  } catch (error) {
    if (error instanceof ContentValidationError) return error.problems;
    throw error;
  }
  throw new Error('expected the post to be rejected');
}

describe('parsePost: valid posts', () => {
  it('returns the frontmatter, slug, markdown and a derived excerpt', () => {
    const result = parsePost(post(valid, 'The **Alps** in summer.\n\n- boots'), 'foo', FILE);
    expect(result).toEqual({
      title: 'Hiking in the Alps',
      author: 'Ada Obi',
      date: '2024-01-15',
      draft: false,
      tags: [],
      trips: [],
      slug: 'foo',
      markdown: 'The **Alps** in summer.\n\n- boots',
      excerpt: 'The Alps in summer. boots',
    });
  });

  it('trims titles and authors, and keeps an unquoted date as the same ISO day (YAML would otherwise make it a Date)', () => {
    const { title, author, date } = parsePost(post('title: "  Spaced  "\nauthor: " A "\ndate: 2024-01-15'), 'foo', FILE);
    expect({ title, author, date }).toEqual({ title: 'Spaced', author: 'A', date: '2024-01-15' });
  });

  it('accepts the optional fields', () => {
    const result = parsePost(
      post(
        `${valid}\nimage: https://images.unsplash.com/photo-1551632811-561732d1e306\nimageAlt: Hikers on a ridge\nexcerpt: " Our summary. "\ndraft: true`,
      ),
      'foo',
      FILE,
    );
    expect(result.image).toBe('https://images.unsplash.com/photo-1551632811-561732d1e306');
    expect(result.imageAlt).toBe('Hikers on a ridge');
    expect(result.excerpt).toBe('Our summary.');
    expect(result.draft).toBe(true);
  });

  it('uses the title as the excerpt when the post has no prose to quote', () => {
    expect(parsePost(post(valid, '## Only a heading\n\n```\ncode\n```'), 'foo', FILE).excerpt).toBe('Hiking in the Alps');
  });
});

describe('parsePost: malformed posts name the file, the field and what was expected', () => {
  it.each([
    ['missing title', 'author: A\ndate: 2024-01-15', '"title" is required'],
    ['empty title', 'title: ""\nauthor: A\ndate: 2024-01-15', '"title" must not be empty'],
    ['blank title', 'title: "   "\nauthor: A\ndate: 2024-01-15', '"title" must not be empty'],
    ['title that is not text', 'title: [a, b]\nauthor: A\ndate: 2024-01-15', '"title" must be text'],
    ['missing author', 'title: T\ndate: 2024-01-15', '"author" is required'],
    ['missing date', 'title: T\nauthor: A', '"date" is required'],
    [
      'impossible date, quoted',
      'title: T\nauthor: A\ndate: "2024-02-30"',
      '"date" must be an ISO date YYYY-MM-DD (got "2024-02-30")',
    ],
    [
      'impossible date, unquoted',
      'title: T\nauthor: A\ndate: 2024-02-30',
      '"date" must be an ISO date YYYY-MM-DD (got "2024-02-30")',
    ],
    ['non-ISO date', "title: T\nauthor: A\ndate: '15/01/2024'", '"date" must be an ISO date YYYY-MM-DD (got "15/01/2024")'],
    ['date with a time', 'title: T\nauthor: A\ndate: 2024-01-15T10:00:00Z', '"date" must be an ISO date YYYY-MM-DD'],
    ['date as a number', 'title: T\nauthor: A\ndate: 20240115', '"date" must be an ISO date YYYY-MM-DD (got 20240115)'],
    [
      'non-https image',
      `${valid}\nimage: http://images.unsplash.com/photo-1\nimageAlt: x`,
      '"image" must be an https:// URL (got "http://images.unsplash.com/photo-1")',
    ],
    ['image that is not a URL', `${valid}\nimage: photo.jpg\nimageAlt: x`, '"image" must be an https:// URL'],
    ['javascript: image', `${valid}\nimage: "javascript:alert(1)"\nimageAlt: x`, '"image" must be an https:// URL'],
    [
      'image without alt text',
      `${valid}\nimage: https://images.unsplash.com/photo-1`,
      '"imageAlt" is required when "image" is set',
    ],
    ['draft that is not a boolean', `${valid}\ndraft: "yes"`, '"draft" must be true or false (got "yes")'],
    ['empty excerpt', `${valid}\nexcerpt: ""`, '"excerpt" must not be empty'],
    ['overlong excerpt', `${valid}\nexcerpt: "${'x'.repeat(301)}"`, '"excerpt" must be at most 300 characters'],
    [
      'unknown field',
      `${valid}\nrating: 5`,
      'unknown field "rating" (allowed fields: title, author, date, image, imageAlt, excerpt, draft, tags, trips)',
    ],
    ['misspelt field', 'titel: T\nauthor: A\ndate: 2024-01-15', 'unknown field "titel"'],
  ])('%s', (_name, frontmatter, expected) => {
    const problems = problemsOf(post(frontmatter));
    expect(problems.join('\n')).toContain(`${FILE}: ${expected}`);
  });

  it('rejects broken YAML with the file and the reason', () => {
    const problems = problemsOf(post('title: "Unclosed\nauthor: A\ndate: 2024-01-15'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${FILE}: the frontmatter is not valid YAML: .+ at line 5, column 1$`));
  });

  it.each([
    [
      'a title with an unquoted colon as YAML, not silently',
      post('title: Lagos: a guide\nauthor: A\ndate: 2024-01-15'),
      'not valid YAML',
    ],
    ['a file without frontmatter', 'Just some text.', `${FILE}: no frontmatter`],
    ['a post with no body', `---\n${valid}\n---\n\n  \n`, `${FILE}: the post has no text after the frontmatter`],
    ['JavaScript frontmatter, unevaluated', '---js\n{ title: (() => "ran")() }\n---\nBody', 'only YAML frontmatter is supported'],
  ])('rejects %s', (_, source, expected) => {
    expect(problemsOf(source)[0]).toContain(expected);
  });
});

describe('slugFromFileName', () => {
  it.each([
    ['hiking-in-the-alps.md', 'hiking-in-the-alps'],
    ['zanzibar-2024.markdown', 'zanzibar-2024'],
  ])('%s -> %s', (fileName, slug) => {
    expect(slugFromFileName(fileName, `content/posts/${fileName}`)).toBe(slug);
  });

  it.each([
    ['Foo.md', 'lowercase letters, digits and single hyphens'],
    ['two  words.md', 'lowercase letters, digits and single hyphens'],
    ['trailing-.md', 'lowercase letters, digits and single hyphens'],
    ['notes.txt', 'must be markdown files ending in .md'],
    ['page.md', "used by the site's own pages"],
    ['topics.md', "used by the site's own pages"],
    ['search.md', "used by the site's own pages"],
  ])('rejects %s', (fileName, expected) => {
    const rules = { reserved: RESERVED_POST_SLUGS };
    expect(() => slugFromFileName(fileName, `content/posts/${fileName}`, rules)).toThrow(`content/posts/${fileName}: `);
    expect(() => slugFromFileName(fileName, `content/posts/${fileName}`, rules)).toThrow(expected);
  });
});

describe('parsePost: tags', () => {
  const ALLOWED = '(allowed topics: visas, family, europe, africa, adventure, business-travel)';

  it.each([
    ['topics from content/topics.ts, in the order written', 'tags: [europe, adventure]', ['europe', 'adventure']],
    ['a list written one topic a line', 'tags:\n  - business-travel\n  - visas', ['business-travel', 'visas']],
    ['no topics when the field is empty', 'tags: []', []],
  ])('accepts %s', (_name, tags, expected) => {
    expect(parsePost(post(`${valid}\n${tags}`), 'foo', FILE).tags).toEqual(expected);
  });

  it.each([
    ['an unknown topic, naming the allowed ones', 'tags: [europe, asia]', `"tags" has an unknown topic "asia" ${ALLOWED}`],
    [
      'a topic in the wrong case',
      'tags: [Europe]',
      '"tags" must spell topics in lowercase with hyphens: write "europe", not "Europe"',
    ],
    [
      'a topic written with spaces',
      'tags: [Business Travel]',
      '"tags" must spell topics in lowercase with hyphens: write "business-travel", not "Business Travel"',
    ],
    [
      'a topic written with an underscore',
      'tags: [business_travel]',
      '"tags" must spell topics in lowercase with hyphens: write "business-travel", not "business_travel"',
    ],
    ['a topic listed twice', 'tags: [visas, europe, visas]', '"tags" lists the topic "visas" more than once'],
    [
      'a single topic instead of a list',
      'tags: visas',
      '"tags" must be a list of topics, e.g. tags: [visas, family] (got "visas")',
    ],
    ['an empty field', 'tags:', '"tags" must be a list of topics'],
    ['a topic that is not a word', 'tags: [12]', `"tags" must list topics as words, not 12 ${ALLOWED}`],
  ])('rejects %s', (_name, tags, expected) => {
    expect(problemsOf(post(`${valid}\n${tags}`)).join('\n')).toContain(`${FILE}: ${expected}`);
  });

  it('reports each bad topic on its own line', () => {
    const problems = problemsOf(post(`${valid}\ntags: [Visas, asia, europe, europe]`));
    expect(problems).toEqual([
      `${FILE}: "tags" must spell topics in lowercase with hyphens: write "visas", not "Visas"`,
      `${FILE}: "tags" has an unknown topic "asia" ${ALLOWED}`,
      `${FILE}: "tags" lists the topic "europe" more than once`,
    ]);
  });
});
