// How each content resource of the shared table is stored: its table, the
// columns it edits (and how they convert), its list order and its search label.

import type { ListSpec } from '@agency/shared/contract/parse-list-query';
import { isPublishable } from '@agency/shared/contract/publication';
import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import type { ContentResourceKey } from '@agency/shared/contract/schemas/content';
import { hasSeoFields } from '@agency/shared/contract/schemas/seo';
import type { ContentTableName } from '../db/schema';

/** How a value column converts between the validated value and the database. */
export type ColumnKind = 'text' | 'nullableText' | 'number' | 'nullableNumber' | 'integer' | 'boolean' | 'json';

export interface ContentStorage {
  table: ContentTableName;
  /** Blogs and single blogs list newest first; everything else in creation (seed) order. */
  newestFirst: boolean;
  /** The heading, title or name: what search matches and shows. */
  labelField: string;
  /** The editable columns besides the image(s), in reply order. */
  fields: Readonly<Record<string, ColumnKind>>;
  /** The single image may be cleared on update (FAQ `removeImage=true`). */
  imageOptional?: boolean;
  /** Has a public page, so a publication state (migration 053): visitors see published rows only. */
  publishable: boolean;
  /** Has a page of its own, so SEO fields (migration 055); the slug is edited apart from them. */
  seo: boolean;
}

/** The publication columns, edited with the others (issue 19). */
const PUBLICATION_FIELDS = { state: 'text', publishAt: 'nullableText' } as const;

/** The SEO columns besides the slug (issue 19); `socialImage` is set apart when a file is uploaded. */
const SEO_FIELDS = {
  metaTitle: 'text',
  metaDescription: 'text',
  socialImage: 'text',
  canonicalUrl: 'text',
  noindex: 'boolean',
  focusKeyphrase: 'text',
} as const;

/** The alt text of a single picture (migration 057), edited with the others (issue 19). */
const IMAGE_ALT_FIELDS = { imageAlt: 'text' } as const;

const STORED: Readonly<Record<ContentResourceKey, Omit<ContentStorage, 'publishable' | 'seo'>>> = {
  about: {
    table: 'about_us',
    newestFirst: false,
    labelField: 'title',
    fields: { title: 'text', description: 'text', mission: 'text', vision: 'text', values: 'text' },
  },
  blog: { table: 'blogs', newestFirst: true, labelField: 'heading', fields: { heading: 'text', description: 'text' } },
  singleBlog: {
    table: 'single_blogs',
    newestFirst: true,
    labelField: 'heading',
    fields: { heading: 'text', description: 'text' },
  },
  work: { table: 'works', newestFirst: false, labelField: 'title', fields: { title: 'text', description: 'text' } },
  service: { table: 'services', newestFirst: false, labelField: 'title', fields: { title: 'text', description: 'text' } },
  singleService: {
    table: 'single_services',
    newestFirst: false,
    labelField: 'heading',
    fields: { heading: 'text', description: 'text', features: 'json' },
  },
  team: {
    table: 'team',
    newestFirst: false,
    labelField: 'title',
    fields: {
      title: 'text',
      role: 'text',
      description: 'text',
      link1: 'text',
      link2: 'text',
      link3: 'text',
      link4: 'text',
    },
  },
  product: {
    table: 'products',
    newestFirst: false,
    labelField: 'name',
    fields: {
      name: 'text',
      description: 'text',
      brand: 'text',
      regularPrice: 'number',
      discountPrice: 'nullableNumber',
      productType: 'text',
      stock: 'integer',
      rating: 'number',
    },
  },
  testimonial: {
    table: 'testimonials',
    newestFirst: false,
    labelField: 'title',
    fields: { title: 'text', role: 'text', description: 'text' },
  },
  plan: {
    table: 'plans',
    newestFirst: false,
    labelField: 'planName',
    fields: { planName: 'text', price: 'number', duration: 'text', description: 'text', popular: 'boolean' },
  },
  faq: {
    table: 'faqs',
    newestFirst: false,
    labelField: 'heading',
    fields: { heading: 'text', description: 'text', category: 'text' },
    imageOptional: true,
  },
};

export const CONTENT_STORAGE: Readonly<Record<ContentResourceKey, ContentStorage>> = Object.fromEntries(
  Object.entries(STORED).map(([key, storage]) => {
    const publishable = isPublishable(key as ContentResourceKey);
    const seo = hasSeoFields(key as ContentResourceKey);
    const imageAlt = CONTENT_RESOURCES[key as ContentResourceKey].images === 'single' ? IMAGE_ALT_FIELDS : {};
    const fields = { ...storage.fields, ...imageAlt, ...(publishable ? PUBLICATION_FIELDS : {}), ...(seo ? SEO_FIELDS : {}) };
    return [key, { ...storage, publishable, seo, fields }];
  }),
) as Record<ContentResourceKey, ContentStorage>;

/** What a content list sorts by: creation time in its display order (the default), or its label A to Z;
 *  it filters by creation date, and publishable content by state. */
export const contentListSpec = (storage: ContentStorage): ListSpec => ({
  sorts: { createdAt: storage.newestFirst ? 'desc' : 'asc', [storage.labelField]: 'asc' },
  filtersByState: storage.publishable,
  filtersByDate: true,
});
