import { describe, expect, it } from 'vitest';
import imageLoader from '@/lib/image-loader';
import { allowedImageOrigins, isLocalPhotoPath } from '@/lib/image-origins';
import { markdownToHtml } from '@/lib/markdown';
import { ContentValidationError } from '@/lib/content-entry';
import { frontmatterSchema, parsePost } from '@/lib/post-schema';
import { postFieldCopy } from '@/content/post-fields';
import { collectionFields } from './cms-config';
import { cmsPagePolicy, cmsSources, pagePolicy } from './csp';
import { policyOptions } from './postbuild';

/**
 * The one rule for images, checked where each part applies it: the post schema (the photo and
 * images in the text), the markdown sanitizer, the image loader and the Content-Security-Policy
 * of the public pages and of the CMS. All read content/image-origins.ts.
 */
const table = [
  { name: 'the image CDN', url: 'https://images.unsplash.com/photo-1551632811-561732d1e306', allowed: true },
  { name: 'a look-alike host', url: 'https://images.unsplash.com.evil.example/photo-1', allowed: false },
  { name: 'http instead of https', url: 'http://images.unsplash.com/photo-1', allowed: false },
  { name: 'another host', url: 'https://cdn.example.com/photo-1.jpg', allowed: false },
  { name: 'the CDN as user name of another host', url: 'https://images.unsplash.com@evil.example/photo-1', allowed: false },
  { name: 'the CDN on another port', url: 'https://images.unsplash.com:8443/photo-1', allowed: false },
];

const frontmatter = 'title: "T"\nauthor: A\ndate: 2024-01-15';
const post = (extra: string, body = 'Text.') => `---\n${frontmatter}\n${extra}\n---\n\n${body}\n`;

function problemsOf(source: string): string[] {
  try {
    parsePost(source, 'a-post', 'content/posts/a-post.md');
    return [];
  } catch (error) {
    if (error instanceof ContentValidationError) return error.problems;
    throw error;
  }
}

/** The CMS's check of a post photo's address (scripts/build/cms-config.ts). */
const photoPattern = new RegExp(
  collectionFields(frontmatterSchema, postFieldCopy).find((field) => field.name === 'image')!.pattern![0],
);

/** Whether a CSP source list lets the page load this URL (the policies use exact origins, 'self' and schemes). */
function cspAllows(sources: string[], url: string): boolean {
  const { origin, protocol } = new URL(url);
  return sources.some((source) => source === origin || source === protocol);
}

describe('the allowed image origins', () => {
  it('are https origins without a path', () => {
    for (const origin of allowedImageOrigins)
      expect([new URL(origin).origin, new URL(origin).protocol]).toEqual([origin, 'https:']);
  });

  describe.each(table)('$name ($url)', ({ url, allowed }) => {
    it(
      allowed
        ? 'is accepted as a post photo, by the schema and the CMS field alike'
        : 'is refused as a post photo, naming the file, the field and the allowed hosts, by the CMS field too',
      () => {
        expect(photoPattern.test(url)).toBe(allowed);
        const problems = problemsOf(post(`image: ${url}\nimageAlt: A photo`));
        if (allowed) expect(problems).toEqual([]);
        else {
          expect(problems).toHaveLength(1);
          expect(problems[0]).toMatch(/^content\/posts\/a-post\.md: "image" /);
          expect(problems[0]).toContain('images.unsplash.com');
        }
      },
    );

    it(allowed ? 'is accepted in the text' : 'is refused in the text, as markdown or as HTML', () => {
      for (const body of [
        `![A photo](${url})`,
        `<img src="${url}" alt="A photo">`,
        `<picture><source srcset="${url} 2x"><img src="/x.png" alt=""></picture>`,
      ]) {
        const problems = problemsOf(post('', body));
        if (allowed) expect(problems, body).toEqual([]);
        else
          expect(problems, body).toEqual([
            `content/posts/a-post.md: the text shows an image from a host that is not allowed: ${url} (allowed image hosts: images.unsplash.com)`,
          ]);
      }
    });

    it(allowed ? 'reaches the page through the sanitizer' : 'never reaches the page through the sanitizer', async () => {
      const html = await markdownToHtml(
        `![A photo](${url})\n\n<picture><source srcset="${url}"><img src="${url}" alt="B"></picture>`,
      );
      expect(html.includes(url)).toBe(allowed);
    });

    it(allowed ? 'is resized by the image loader' : 'is refused by the image loader', () => {
      if (allowed) expect(imageLoader({ src: url, width: 640 })).toMatch(/^https:\/\/images\.unsplash\.com\/.*w=640/);
      else expect(() => imageLoader({ src: url, width: 640 })).toThrow(/not on an allowed image host \(images\.unsplash\.com/);
    });

    it(
      allowed
        ? 'is allowed by the pages\u2019 and the CMS\u2019s Content-Security-Policy'
        : 'is blocked by the pages\u2019 and the CMS\u2019s Content-Security-Policy',
      () => {
        const options = policyOptions();
        expect(cspAllows(pagePolicy([], options)['img-src']!, url)).toBe(allowed);
        const cms = cmsPagePolicy(
          options,
          cmsSources({ backend: { name: 'github' }, local_backend: { url: 'http://localhost:8081/api/v1' } }),
        );
        expect(cspAllows(cms['img-src']!, url)).toBe(allowed);
      },
    );
  });

  it('lets site-relative images through, as the policy allows them as the site itself', async () => {
    expect(problemsOf(post('', '![Map](/images/uploads/map.png)'))).toEqual([]);
    expect(await markdownToHtml('![Map](/images/uploads/map.png)', { basePath: '' })).toContain('src="/images/uploads/map.png"');
  });
});

describe('the local photo folder (the agency\u2019s own photos)', () => {
  const inFolder = ['/images/uploads/stone-town.jpg', '/images/uploads/Stone Town é.jpg', '/images/uploads/2024/fort.png'];
  const outside = [
    '/images/uploads/',
    '/images/uploads/../../secret.jpg',
    '/images/uploads/./x.jpg',
    '/images/uploads//evil.example/x.jpg',
    '/images/uploads/x.jpg?w=1',
    '/images/other/x.jpg',
    '/images/uploads\\x.jpg',
    'images/uploads/x.jpg',
  ];

  it('is a post photo, for the schema and for the CMS field alike', () => {
    for (const path of inFolder) {
      expect(isLocalPhotoPath(path), path).toBe(true);
      expect(problemsOf(post(`image: ${path}\nimageAlt: A photo`)), path).toEqual([]);
      expect(photoPattern.test(path), path).toBe(true);
    }
    for (const path of outside) {
      expect(isLocalPhotoPath(path), path).toBe(false);
      expect(problemsOf(post(`image: "${path}"\nimageAlt: A photo`)), path).toHaveLength(1);
      expect(photoPattern.test(path), path).toBe(false);
    }
    expect(problemsOf(post('image: /images/other/x.jpg\nimageAlt: A photo'))).toEqual([
      'content/posts/a-post.md: "image" must be an https:// URL or an uploaded photo in /images/uploads/ (got "/images/other/x.jpg")',
    ]);
  });

  it('becomes its variants in the text, with its size, once the build has prepared it', async () => {
    const photo = {
      width: 4000,
      height: 3000,
      variants: [
        { width: 640, path: '/_photos/fort-0123456789abcdef-640.webp' },
        { width: 1080, path: '/_photos/fort-0123456789abcdef-1080.webp' },
      ],
    };
    const html = await markdownToHtml('![The fort](</images/uploads/Stone Town é.jpg>)', {
      basePath: '/base',
      photos: (src) => (src === '/images/uploads/Stone%20Town%20%C3%A9.jpg' ? photo : undefined),
      photoSizes: '100vw',
    });
    expect(html).toContain('src="/base/_photos/fort-0123456789abcdef-1080.webp"');
    expect(html).toContain(
      'srcset="/base/_photos/fort-0123456789abcdef-640.webp 640w, /base/_photos/fort-0123456789abcdef-1080.webp 1080w"',
    );
    expect(html).toContain('width="4000" height="3000"');
    expect(html).not.toContain('/images/uploads/');
  });
});
