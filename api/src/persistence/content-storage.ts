// How each content resource is stored: its table, the columns it edits (and how they
// convert), its list order and its search label, derived from the content model (issue 16)
// and the parts its flags add.

import type { ListSpec } from '@agency/shared/contract/parse-list-query';
import { isPublishable } from '@agency/shared/contract/publication';
import { CONTENT_RESOURCES, type ContentResourceKey } from '@agency/shared/contract/resources';
import { CONTENT_MODEL, hasSeoFields, modelFieldsOf, type ColumnKind, type ResourceModel } from '@agency/shared/contract/content-model';
import type { ContentTableName } from '../db/schema';

/** How a value column converts between the validated value and the database (a fact of the content model). */
export type { ColumnKind };

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

/** The storage of a resource described by `model` (the content model's, or a test's extension of it). */
export const storageOfModel = (key: ContentResourceKey, model: ResourceModel): ContentStorage => {
  const publishable = isPublishable(key);
  const seo = hasSeoFields(key);
  const single = CONTENT_RESOURCES[key].images === 'single';
  const own = Object.fromEntries(modelFieldsOf(model).map(([name, field]) => [name, field.column]));
  return {
    table: model.table as ContentTableName,
    newestFirst: model.newestFirst,
    labelField: model.labelField,
    fields: { ...own, ...(single ? IMAGE_ALT_FIELDS : {}), ...(publishable ? PUBLICATION_FIELDS : {}), ...(seo ? SEO_FIELDS : {}) },
    // Only a single image can be cleared; an optional image list is a matter of its rule.
    ...(single && model.imageOptional ? { imageOptional: true } : {}),
    publishable,
    seo,
  };
};

export const CONTENT_STORAGE: Readonly<Record<ContentResourceKey, ContentStorage>> = Object.fromEntries(
  Object.entries(CONTENT_MODEL).map(([key, model]) => [key, storageOfModel(key as ContentResourceKey, model)]),
) as Record<ContentResourceKey, ContentStorage>;

/** What a content list sorts by: creation time in its display order (the default), or its label A to Z;
 *  it filters by creation date, and publishable content by state. */
export const contentListSpec = (storage: ContentStorage): ListSpec => ({
  sorts: { createdAt: storage.newestFirst ? 'desc' : 'asc', [storage.labelField]: 'asc' },
  filtersByState: storage.publishable,
  filtersByDate: true,
});
