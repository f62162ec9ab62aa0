// The content resources of product §7: the path each lives at on the API host, the
// field its public slug comes from, and how it carries images. The API host's
// route modules and the client's endpoints both read this table, derived from the
// content types' declarations (content-types.ts) by content-types/public-facts.ts.

import type { ContentTypes } from './content-types';
import { resources, pageHalves } from './content-types/public-facts';
import type { ImageKind } from './media';

/** The content resources by the keys of their declarations (each has a schema in schemas/content.ts). */
export type ContentResourceKey = keyof ContentTypes;

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

/** The declared facts as literal types: the entity types of content-model.ts read which resources have a slug and which pictures. */
export type ContentResourceFacts = {
  [K in ContentResourceKey]: { images: ContentTypes[K] extends { picture: { images: infer I } } ? I : 'none' } & (ContentTypes[K] extends {
    slugFrom: infer S;
  }
    ? { slugFrom: S }
    : unknown);
};

export const CONTENT_RESOURCES: Readonly<Record<ContentResourceKey, ContentResource>> = resources;

/** Card -> body of each page made of two records, as declared (`page: { body }`). */
type PageHalves = {
  [K in ContentResourceKey as ContentTypes[K] extends { page: object } ? K : never]: ContentTypes[K] extends { page: { body: infer B } }
    ? B
    : never;
};

/**
 * A post's or a service's public page is two records joined by one slug: its card (blog,
 * service) and its body (single blog, single service). They are one entry for every action:
 * deleted, trashed, restored and purged together.
 */
export const PAGE_HALVES = pageHalves as PageHalves;

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

export const OTHER_TAGS = [
  'Contact',
  'User',
  'Me',
  'Outbox',
  'Session',
  'Media',
  'Trash',
  'Revision',
  'PageSeo',
  'Redirect',
  'NotFound',
  'Review',
  'SecondFactor',
] as const;

export const ALL_TAGS = [...Object.values(CONTENT_RESOURCES).map((r) => r.tag), ...OTHER_TAGS];
