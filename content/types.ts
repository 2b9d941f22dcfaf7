/**
 * The shapes of the data in content/. Only types live here: the modules beside it hold the values,
 * and components and lib/ read both. Nothing under content/ imports code.
 */

/**
 * The icons the content may name. components/ui/Icon.tsx draws exactly these (it checks its paths
 * against this list), so adding one means adding its path there.
 */
export type IconName =
  | 'facebook'
  | 'instagram'
  | 'x'
  | 'linkedin'
  | 'whatsapp'
  | 'phone'
  | 'mail'
  | 'mapPin'
  | 'clock'
  | 'menu'
  | 'close'
  | 'check'
  | 'arrowRight'
  | 'quote'
  | 'download'
  | 'flight'
  | 'heart'
  | 'camera'
  | 'briefcase'
  | 'sun'
  | 'document'
  | 'group'
  | 'star'
  | 'shield'
  | 'globe'
  | 'lightbulb'
  | 'flag'
  | 'eye'
  | 'compass'
  | 'link';

/** A photo on an allowed image host, or one of the agency's own in the local photo folder (`content/image-origins.ts`), with the alt text describing what the visitor sees. */
export type Photo = { src: string; alt: string };

/** A link in the header, the footer or a call to action: its visible name and the route it opens. */
export type NavItem = { name: string; path: string };

/** A card with a title and a sentence: a brand pillar. */
export type TextItem = { title: string; text: string };

/** A card with an icon, a title and a sentence: the "why choose us" and core-value cards. */
export type FeatureItem = TextItem & { icon: IconName };

/**
 * A card in the contact page's Get in Touch column: the spec's title, value and description.
 * `link` says what the value opens (components build the tel: or mailto: address from it).
 */
export type InfoCard = { title: string; value: string; description: string; icon: IconName; link?: 'tel' | 'mailto' };

/** One of the agency's services as an editor writes it; lib/services.ts adds its id and anchors. */
export type ServiceContent = {
  title: string;
  /** The card's anchor on /services when it should not be the slug of the title (rarely needed). */
  id?: string;
  /** Older anchors that must also land on the card (links already published elsewhere). */
  anchorAliases?: readonly string[];
  /** The shorter name the footer lists the service under; services without one are not in the footer. */
  footerLabel?: string;
  /** One sentence for the home page tile. */
  summary: string;
  description: string;
  image: Photo;
  icon: IconName;
  features: readonly string[];
  /** A link under the features to the service's own pages (Visa Advisory: the visa guides at /visas/). */
  link?: { label: string; path: string };
};

/** A field's label and hint in the CMS at /admin/; nested fields are keyed by their path (`destination.place`). */
export type CmsFieldCopy = {
  label: string;
  hint?: string;
  /** A list's one entry, for its button ("Add day"). */
  labelSingular?: string;
};

/** How the CMS names a collection and its fields (scripts/build/cms-config.ts joins this with the collection's schema). */
export type CmsCollectionCopy = {
  label: string;
  labelSingular: string;
  description: string;
  /** A list row in the CMS: `{{field}}` slots are Decap's. */
  summary: string;
  sortableFields: readonly string[];
  fields: Record<string, CmsFieldCopy>;
};

/** A part of a policy page (the privacy notice, the booking terms): a heading, paragraphs and, where it reads better, a list and more paragraphs. */
export type PolicySectionText = {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
  /** Paragraphs after the list. */
  after?: readonly string[];
};
