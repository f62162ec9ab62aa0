// The exact reply keys of each entity of shared/contract/entities.ts, so tests
// can check the API returns these shapes and nothing more (no hashes, no internals).
// The content entries' own keys come from the content model (issue 16); the shared
// parts are listed here on their own, apart from the storage code under test.

import { CONTENT_MODEL, hasSeoFields, type ResourceModel } from '@agency/shared/contract/content-model';
import { isPublishable } from '@agency/shared/contract/publication';
import { CONTENT_RESOURCE_KEYS, CONTENT_RESOURCES, type ContentResourceKey } from '@agency/shared/contract/resources';

const STAMPS = ['createdAt', 'updatedAt'];
/** Content with a public page carries its publication state (issue 19, an addition). */
const PUBLICATION = ['state', 'publishAt'];
/** Entries with a page of their own carry SEO fields (issue 19, additions; the slug is the brief's). */
const SEO = ['metaTitle', 'metaDescription', 'socialImage', 'canonicalUrl', 'noindex', 'focusKeyphrase'];

/** Entries with one picture carry its alt text, those with a list theirs (issue 19, additions). */
const IMAGE_ALT = ['imageAlt'];

/** The reply keys of an entry of `key` described by `model` (the content model's, or a test's extension of it). */
export const entityKeysOf = (key: ContentResourceKey, model: ResourceModel): string[] => {
  const { images, slugFrom } = CONTENT_RESOURCES[key];
  return [
    '_id',
    ...(slugFrom ? ['slug'] : []),
    ...Object.keys(model.fields),
    ...(images === 'single' ? ['image', ...IMAGE_ALT] : []),
    ...(images === 'many' ? ['images', 'imageAlts'] : []),
    ...(isPublishable(key) ? PUBLICATION : []),
    ...(hasSeoFields(key) ? SEO : []),
    ...STAMPS,
  ];
};

/** The reply keys of each content resource, from the content model and the parts its flags add. */
export const ENTITY_KEYS = Object.fromEntries(
  Object.entries(CONTENT_MODEL).map(([key, model]) => [key, entityKeysOf(key as ContentResourceKey, model)]),
) as Record<ContentResourceKey, string[]>;

export const USER_KEYS = ['_id', 'username', 'email', 'phone', 'role', 'staffRole', ...STAMPS];
export const ME_KEYS = ['_id', 'username', 'email', 'phone', 'role', 'staffRole', 'permissions'];
export const CONTACT_KEYS = [
  '_id',
  'firstName',
  'lastName',
  'email',
  'phone',
  'subject',
  'message',
  'source',
  'sourceDetail',
  'createdAt',
  'readAt',
  'readBy',
  'attribution',
];

const DEMO_COUNTS: Partial<Record<ContentResourceKey, number>> = {
  about: 3,
  blog: 10,
  singleBlog: 10,
  work: 8,
  service: 4,
  singleService: 4,
  team: 6,
  product: 14,
  testimonial: 3,
  plan: 3,
  faq: 15,
};

/** The demo entries seeded per type: a type declared without demo entries has none. */
export const SEEDED_COUNTS = Object.fromEntries(CONTENT_RESOURCE_KEYS.map((key) => [key, DEMO_COUNTS[key] ?? 0])) as Record<
  ContentResourceKey,
  number
>;

export const keysOf = (value: object): string[] => Object.keys(value).sort();

export const sorted = (keys: string[]): string[] => [...keys].sort();
