import type { Element, Root, RootContent } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { isAllowedImageUrl, isSiteRelative } from './image-origins';
import type { LocalPhoto } from './local-photos';
import { basePath as siteBasePath } from './links';

/**
 * GitHub's sanitizing schema, tightened for posts:
 * - link protocols exactly as the spec lists them (http, https, irc, ircs, mailto, xmpp; relative
 *   URLs stay), images only over http(s); any other scheme loses its URL;
 * - no form controls (GitHub keeps <input type=checkbox> for task lists; our posts have none) and
 *   no form-only attributes;
 * - no `tabIndex`/`accessKey`, which would let a post rearrange the page's keyboard order;
 * - the contents of <script>, <style>, <template> and <noscript> are dropped, not shown as text.
 * `style`, event handlers, iframes, objects, embeds and SVG are absent from the allow-list, so
 * they are removed while harmless text inside them survives.
 */
const formOnly = new Set(['accept', 'acceptCharset', 'action', 'encType', 'method', 'accessKey', 'tabIndex']);
const defaultAttributes = defaultSchema.attributes ?? {};

export const sanitizeSchema = {
  ...defaultSchema,
  tagNames: (defaultSchema.tagNames ?? []).filter((tag) => tag !== 'input'),
  attributes: {
    ...Object.fromEntries(Object.entries(defaultAttributes).filter(([tag]) => tag !== 'input')),
    '*': (defaultAttributes['*'] ?? []).filter((attribute) => typeof attribute !== 'string' || !formOnly.has(attribute)),
    // srcset, sizes, width and height: an own photo's variants and its size (rehypeLocalPhotos).
    img: [...(defaultAttributes.img ?? []), ['loading', 'lazy'], ['decoding', 'async'], 'srcSet', 'sizes', 'width', 'height'],
  },
  required: {},
  protocols: {
    href: ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'],
    cite: ['http', 'https'],
    longDesc: ['http', 'https'],
    src: ['http', 'https'],
  },
  strip: ['script', 'style', 'template', 'noscript'],
} satisfies typeof defaultSchema;

export type MarkdownOptions = {
  /** Prefix for site-relative URLs; defaults to the build's base path. */
  basePath?: string;
  /**
   * The level the post's highest heading becomes, so headings nest under the page's own: 2 on
   * the post page (under its <h1>), 3 in the list (under each post's <h2>). Deeper headings keep
   * their distance from it, capped at <h6>.
   */
  topHeadingLevel?: number;
  /**
   * The agency's own photos as the build prepared them (lib/local-photos.ts, server only): an image
   * in the text from the local photo folder then gets its variants and size. Without it (the CMS
   * preview) such an image shows the uploaded file itself.
   */
  photos?: (src: string) => LocalPhoto | undefined;
  /** How wide an image in the text renders, for the variants' `sizes`. */
  photoSizes?: string;
};

const HEADING = /^h([1-6])$/;

function headingLevel(node: RootContent): number | null {
  if (node.type !== 'element') return null;
  const match = HEADING.exec(node.tagName);
  return match ? Number(match[1]) : null;
}

function elements(nodes: RootContent[]): Element[] {
  return nodes.flatMap((node) => (node.type === 'element' ? [node, ...elements(node.children)] : []));
}

/** Moves every heading by the same offset so the highest lands on `topHeadingLevel`. */
function rehypeShiftHeadings({ topHeadingLevel }: { topHeadingLevel: number }) {
  return (tree: Root) => {
    const all = elements(tree.children);
    const levels = all.map(headingLevel).filter((level): level is number => level !== null);
    if (levels.length === 0) return;
    const offset = topHeadingLevel - Math.min(...levels);
    for (const node of all) {
      const level = headingLevel(node);
      if (level !== null) node.tagName = `h${Math.min(6, Math.max(1, level + offset))}`;
    }
  };
}

/** Content photos sit below the fold and have no known size: load them lazily, off the main thread. */
function rehypeLazyImages() {
  return (tree: Root) => {
    for (const node of elements(tree.children)) {
      if (node.tagName === 'img') Object.assign(node.properties, { loading: 'lazy', decoding: 'async' });
    }
  };
}

/**
 * Site-relative links and images in a post (`/contact/`) are written for the site's root; when the
 * export lives under a base path (GitHub Pages project sites) they must carry it, as next/link does.
 */
function rehypeBasePath({ basePath }: { basePath: string }) {
  return (tree: Root) => {
    if (!basePath) return;
    for (const node of elements(tree.children)) {
      for (const attribute of ['href', 'src'] as const) {
        const value = node.properties[attribute];
        if (typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')) {
          node.properties[attribute] = `${basePath}${value}`;
        }
      }
    }
  };
}

/**
 * An own photo in the text becomes its variants, with its width and height so its space is kept
 * while it loads. Runs after rehypeBasePath, so it adds the base path to the variants itself.
 */
function rehypeLocalPhotos({ photos, sizes, basePath }: { photos?: MarkdownOptions['photos']; sizes: string; basePath: string }) {
  return (tree: Root) => {
    if (!photos) return;
    for (const node of elements(tree.children)) {
      const { src } = node.properties;
      if (node.tagName !== 'img' || typeof src !== 'string' || !src.startsWith(`${basePath}/`)) continue;
      const photo = photos(src.slice(basePath.length));
      if (!photo) continue;
      const widest = photo.variants.at(-1);
      Object.assign(node.properties, {
        src: `${basePath}${(photo.variants.find((variant) => variant.width >= 1080) ?? widest)?.path ?? ''}`,
        srcSet: photo.variants.map((variant) => `${basePath}${variant.path} ${variant.width}w`).join(', '),
        sizes,
        width: photo.width,
        height: photo.height,
      });
    }
  };
}

/** The image URLs an element asks the browser to load: `src`, and each candidate of a `srcset`. */
function imageUrlsOf(node: Element): string[] {
  const urls: string[] = [];
  const { src, srcSet } = node.properties;
  if (typeof src === 'string') urls.push(src);
  const candidates = Array.isArray(srcSet) ? srcSet.join(',') : typeof srcSet === 'string' ? srcSet : '';
  for (const candidate of candidates.split(',')) {
    const url = candidate.trim().split(/\s+/)[0];
    if (url) urls.push(url);
  }
  return urls;
}

/** A URL the page may load as an image: site-relative, or https on an allowed image origin (content/image-origins.ts). */
export function isAllowedImageSource(url: string): boolean {
  return isSiteRelative(url) || isAllowedImageUrl(url);
}

/**
 * The one rule for images, applied to the text: an image (or a `<picture>` source) from any other
 * host is removed, since the page's Content-Security-Policy would block it anyway. The build has
 * already refused such a post (lib/post-schema.ts); this keeps the rule when the pipeline runs
 * elsewhere, e.g. in the CMS preview. Non-http(s) URLs are left to the sanitizer, which drops them.
 */
function rehypeAllowedImages() {
  return (tree: Root) => {
    const drop = new Set<Element>();
    for (const node of elements(tree.children)) {
      if (node.tagName !== 'img' && node.tagName !== 'source') continue;
      const foreign = imageUrlsOf(node).some((url) => /^(https?:)?\/\//i.test(url) && !isAllowedImageSource(url));
      if (foreign) drop.add(node);
    }
    if (drop.size === 0) return;
    const prune = (parent: Root | Element) => {
      parent.children = parent.children.filter((child) => !(child.type === 'element' && drop.has(child)));
      for (const child of parent.children) if (child.type === 'element') prune(child);
    };
    prune(tree);
  };
}

const parser = unified().use(remarkParse);

/**
 * A post's text as a markdown tree, parsed once: its images, excerpt (lib/excerpt.ts), reading time
 * (lib/reading-time.ts) and HTML are all read from it, and none of them changes it.
 */
export function parseMarkdown(markdown: string): MarkdownTree {
  return parser.parse(markdown);
}

/** Markdown text, or the tree parseMarkdown made of it. */
export type MarkdownSource = string | MarkdownTree;
export type MarkdownTree = MdastRoot;

export const markdownTree = (source: MarkdownSource): MarkdownTree =>
  typeof source === 'string' ? parseMarkdown(source) : source;

const rawTreeProcessor = unified().use(remarkRehype, { allowDangerousHtml: true }).use(rehypeRaw);

/**
 * Every image URL the text asks for, from markdown images and raw HTML (`<img>`, `<picture>`),
 * read from the same tree the page is rendered from, so the schema checks what visitors would load.
 */
export function imageSources(markdown: MarkdownSource): string[] {
  const tree = rawTreeProcessor.runSync(markdownTree(markdown)) as Root;
  return elements(tree.children)
    .filter((node) => node.tagName === 'img' || node.tagName === 'source')
    .flatMap(imageUrlsOf);
}

/**
 * Markdown (raw HTML allowed, as the spec says) to HTML that is safe to inject into the page.
 * Raw HTML is parsed into the tree first (rehype-raw) so the sanitizer sees exactly what a browser
 * would; the sanitizer is the last transform, so nothing can add markup after it.
 */
export async function markdownToHtml(
  markdown: MarkdownSource,
  { topHeadingLevel = 2, basePath = siteBasePath, photos, photoSizes = '100vw' }: MarkdownOptions = {},
): Promise<string> {
  const processor = unified()
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(rehypeShiftHeadings, { topHeadingLevel })
    .use(rehypeLazyImages)
    .use(rehypeAllowedImages)
    .use(rehypeBasePath, { basePath })
    .use(rehypeLocalPhotos, { photos, sizes: photoSizes, basePath })
    .use(rehypeSanitize, sanitizeSchema)
    .use(rehypeStringify);
  // remark-rehype builds a new tree, so the markdown tree is left as parsed for the next reader.
  return processor.stringify(await processor.run(markdownTree(markdown)));
}
