/**
 * The CMS preview panes for posts (here) and trips (cms/trip-preview.ts) (part of /admin/cms-admin.js, loaded after Decap's own script):
 * the body goes through the site's own markdown pipeline (lib/markdown.ts: the same sanitizer,
 * heading levels and image rule as the post page) and is shown with the site's Prose typography,
 * so what the editor sees is what visitors get.
 *
 * Decap renders previews with its own React; components are built with the `h` and `createClass`
 * it puts on window, so no second copy of React is loaded.
 */
import prose from '../components/blog/Prose.module.css';
import { formatDate, isIsoDate } from '../lib/dates';
import { cdnImageUrl } from '../lib/image-cdn';
import { allowedImageHosts, isAllowedImageUrl, isLocalPhotoPath } from '../lib/image-origins';
import { markdownToHtml } from '../lib/markdown';
import { pickedPhotoUrl, previewPhotoWidth, publishedPhotoUrl } from './photo-sources';
import { refusedImages } from './save-checks';
import './preview.css';

export type Entry = { getIn(path: string[]): unknown };
/** Decap's handle on a media file: for a file just uploaded, a blob URL of it; else its address. */
type Field = { get(key: string): unknown };
export type PreviewProps = {
  entry: Entry;
  fields: { find(test: (field: Field) => boolean): Field | undefined };
  getAsset(path: string, field?: Field): { toString(): string } | undefined;
};
export type CreateElement = (type: string, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;
type ClassSpec = {
  getInitialState(): { html: string; body: string };
  componentDidMount(): void;
  componentDidUpdate(): void;
  render(): unknown;
};
type CmsGlobal = {
  registerPreviewTemplate(name: string, component: unknown): void;
  registerPreviewStyle(href: string): void;
};
type Instance = ClassSpec & { props: PreviewProps; state: { html: string; body: string }; setState(state: object): void };

const cmsWindow = window as unknown as { CMS: CmsGlobal; h: CreateElement; createClass: (spec: ClassSpec) => unknown };
export const { CMS, h } = cmsWindow;

export function text(entry: Entry, field: string): string {
  const value = entry.getIn(['data', field]);
  return typeof value === 'string' ? value : '';
}

/**
 * The post's photo as the page shows it, cropped to the same 16:9 by preview-photo: from the image
 * CDN at the preview's width; an own photo from the file the editor just picked, else from what
 * Decap hands over (a blob: URL of a new upload), else as the site's published variant. Null only
 * for a photo that is in none of these (e.g. committed since the last build): the preview then
 * names the file instead of showing a broken image.
 */
export function photoSource(props: PreviewProps, image: string): string | null {
  if (isAllowedImageUrl(image)) return cdnImageUrl(image, previewPhotoWidth);
  const picked = pickedPhotoUrl(image);
  if (picked) return picked;
  // With its field, Decap resolves the path in the field's media folder, where a new upload waits.
  const field = props.fields.find((candidate) => candidate.get('name') === 'image');
  const url = props.getAsset(image, field)?.toString() ?? '';
  if (/^(blob|data):/.test(url)) return url;
  return publishedPhotoUrl(image) ?? null;
}

/**
 * A preview template: the entry's body through the site's markdown pipeline (the page puts the text
 * under its <h1>, so the text's own headings start at <h2>), shown by `render` with the rest of the entry.
 */
export function previewTemplate(render: (props: PreviewProps, body: unknown) => unknown): unknown {
  return cmsWindow.createClass({
    getInitialState() {
      return { html: '', body: '' };
    },
    componentDidMount(this: Instance) {
      this.componentDidUpdate();
    },
    componentDidUpdate(this: Instance) {
      const body = text(this.props.entry, 'body');
      if (body === this.state.body) return;
      void markdownToHtml(body, { topHeadingLevel: 2 }).then((html) => {
        if (text(this.props.entry, 'body') === body) this.setState({ html, body });
      });
    },
    render(this: Instance) {
      return render(this.props, h('div', { className: prose.prose, dangerouslySetInnerHTML: { __html: this.state.html } }));
    },
  });
}

/** The photo as the page shows it, or a notice naming a photo the site would not load. */
export function previewPhoto(props: PreviewProps): unknown {
  const image = text(props.entry, 'image');
  if (!image || !(isAllowedImageUrl(image) || isLocalPhotoPath(image))) return null;
  const src = photoSource(props, image);
  return src
    ? h('img', { className: 'preview-photo', src, alt: text(props.entry, 'imageAlt') })
    : h(
        'p',
        { className: 'preview-notice' },
        `Photo: ${image} (not shown here: it was added after the site was last built; the page shows it after the next build).`,
      );
}

/** The notice for photos from hosts the site does not load, in the text or the photo field. */
export function refusedNotice(entry: Entry): unknown {
  const refused = refusedImages({ image: text(entry, 'image'), body: text(entry, 'body') });
  return refused.length
    ? h(
        'p',
        { className: 'preview-notice', role: 'alert' },
        `Not shown: the site only loads photos from ${allowedImageHosts}. Move or replace: ${refused.join(', ')}`,
      )
    : null;
}

/** The page's title, marked when the entry is a draft. */
export function previewTitle(entry: Entry, untitled: string): unknown {
  const draft = entry.getIn(['data', 'draft']) === true;
  return h(
    'h1',
    null,
    draft ? h('span', { className: 'preview-draft' }, 'Draft') : null,
    draft ? ' ' : null,
    text(entry, 'title') || untitled,
  );
}

const PostPreview = previewTemplate(({ entry, ...props }, body) => {
  const author = text(entry, 'author');
  const date = text(entry, 'date');
  const meta = [author && `By ${author}`, isIsoDate(date) ? formatDate(date, 'en-GB') : ''].filter(Boolean).join(' · ');
  return h(
    'article',
    null,
    h(
      'header',
      { className: 'preview-hero' },
      previewTitle(entry, 'Untitled post'),
      meta ? h('p', { className: 'preview-meta' }, meta) : null,
    ),
    h('div', { className: 'preview-column' }, refusedNotice(entry), previewPhoto({ entry, ...props }), body),
  );
});

CMS.registerPreviewStyle('cms-admin.css');
CMS.registerPreviewTemplate('posts', PostPreview);
