// The content resources of product §7: the path each lives at on the API host, the
// field its public slug comes from, and how it carries images. The API host's
// route modules and the client's endpoints both read this table.

import type { ImageKind } from './media';

/** The content resources by the keys of the message catalogue (each has a schema in schemas/content.ts). */
export type ContentResourceKey =
  'about' | 'blog' | 'singleBlog' | 'work' | 'service' | 'singleService' | 'team' | 'product' | 'testimonial' | 'plan' | 'faq';

export interface ContentResource {
  key: ContentResourceKey;
  /** Path on the API host, relative to its base (product §7). */
  path: string;
  /** RTK Query tag type. */
  tag: string;
  /** Field the slug is generated from, for resources with public detail pages. */
  slugFrom?: 'heading' | 'title';
  /** `single`: one `image` field; `many`: an `images` list with `removedImages` on update. */
  images: 'single' | 'many' | 'none';
  imageKind?: ImageKind;
  /** Fields stored as rich HTML and sanitized on write. */
  richFields: readonly string[];
  /** Sent as JSON instead of multipart (product §7: plans). */
  json?: boolean;
}

/** The cache tag of a resource's lists (RTK Query): the public reads provide it, every staff write invalidates it. */
export const resourceListTag = (resource: ContentResource) => ({ type: resource.tag, id: 'LIST' }) as const;

const RESOURCES = {
  about: { key: 'about', path: 'aboutus', tag: 'AboutUs', images: 'single', imageKind: 'about', richFields: ['description'] },
  blog: { key: 'blog', path: 'blog', tag: 'Blog', slugFrom: 'heading', images: 'single', imageKind: 'blog', richFields: ['description'] },
  singleBlog: {
    key: 'singleBlog',
    path: 'single-blog',
    tag: 'SingleBlog',
    slugFrom: 'heading',
    images: 'many',
    imageKind: 'singleBlog',
    richFields: ['description'],
  },
  work: { key: 'work', path: 'work', tag: 'Work', images: 'single', imageKind: 'work', richFields: ['description'] },
  service: {
    key: 'service',
    path: 'services',
    tag: 'Service',
    slugFrom: 'title',
    images: 'single',
    imageKind: 'service',
    richFields: ['description'],
  },
  singleService: {
    key: 'singleService',
    path: 'single-service',
    tag: 'SingleService',
    slugFrom: 'heading',
    images: 'many',
    imageKind: 'singleService',
    richFields: ['description'],
  },
  team: { key: 'team', path: 'team', tag: 'Team', images: 'single', imageKind: 'team', richFields: ['description'] },
  product: { key: 'product', path: 'products', tag: 'Product', images: 'single', imageKind: 'product', richFields: ['description'] },
  testimonial: {
    key: 'testimonial',
    path: 'testimonial',
    tag: 'Testimonial',
    images: 'single',
    imageKind: 'testimonial',
    richFields: ['description'],
  },
  plan: { key: 'plan', path: 'plan', tag: 'Plan', images: 'none', richFields: ['description'], json: true },
  faq: { key: 'faq', path: 'faqs', tag: 'Faq', images: 'single', imageKind: 'faq', richFields: ['description'] },
} as const satisfies Readonly<Record<ContentResourceKey, ContentResource>>;

/** The table's facts as literal types: the entity types of content-model.ts read which resources have a slug and which pictures. */
export type ContentResourceFacts = typeof RESOURCES;

export const CONTENT_RESOURCES: Readonly<Record<ContentResourceKey, ContentResource>> = RESOURCES;

/**
 * A post's or a service's public page is two records joined by one slug: its card (blog,
 * service) and its body (single blog, single service). They are one entry for every action:
 * deleted, trashed, restored and purged together.
 */
export const PAGE_HALVES = { blog: 'singleBlog', service: 'singleService' } as const satisfies Partial<
  Record<ContentResourceKey, ContentResourceKey>
>;

export type CardResourceKey = keyof typeof PAGE_HALVES;

/** The other half of a post's or service's page (card <-> body), or undefined for a resource that stands alone. */
export const otherHalfOf = (key: ContentResourceKey): ContentResourceKey | undefined => {
  if (Object.hasOwn(PAGE_HALVES, key)) return PAGE_HALVES[key as CardResourceKey];
  return (Object.keys(PAGE_HALVES) as CardResourceKey[]).find((card) => PAGE_HALVES[card] === key);
};

/** True for a page's card (blog, service): the half the page, and so the one entry, is named by. */
export const isPageCard = (key: ContentResourceKey): key is CardResourceKey => Object.hasOwn(PAGE_HALVES, key);

/** Every content resource's key, in the table's order. */
export const CONTENT_RESOURCE_KEYS = Object.keys(CONTENT_RESOURCES) as ContentResourceKey[];

/** True for a stored resource name (trash, revisions) that is still a content type. */
export const isContentResourceKey = (key: string): key is ContentResourceKey => Object.hasOwn(CONTENT_RESOURCES, key);

export const OTHER_TAGS = ['Contact', 'User', 'Me', 'Outbox', 'Session', 'Media', 'Trash', 'Revision', 'PageSeo', 'Review'] as const;

export const ALL_TAGS = [...Object.values(CONTENT_RESOURCES).map((r) => r.tag), ...OTHER_TAGS];
