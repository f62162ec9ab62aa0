// The exact reply keys of each entity of shared/contract/entities.ts, so tests
// can check the API returns these shapes and nothing more (no hashes, no internals).

import type { ContentResourceKey } from '@agency/shared/contract/schemas/content';

const STAMPS = ['createdAt', 'updatedAt'];
/** Content with a public page carries its publication state (issue 19, an addition). */
const PUBLICATION = ['state', 'publishAt'];
/** Entries with a page of their own carry SEO fields (issue 19, additions; the slug is the brief's). */
const SEO = ['metaTitle', 'metaDescription', 'socialImage', 'canonicalUrl', 'noindex', 'focusKeyphrase'];

/** Entries with one picture carry its alt text, those with a list theirs (issue 19, additions). */
const IMAGE_ALT = ['imageAlt'];

export const ENTITY_KEYS: Record<ContentResourceKey, string[]> = {
  about: ['_id', 'image', ...IMAGE_ALT, 'title', 'description', 'mission', 'vision', 'values', ...PUBLICATION, ...STAMPS],
  blog: ['_id', 'slug', 'heading', 'description', 'image', ...IMAGE_ALT, ...PUBLICATION, ...SEO, ...STAMPS],
  singleBlog: ['_id', 'slug', 'heading', 'description', 'images', 'imageAlts', ...PUBLICATION, ...SEO, ...STAMPS],
  work: ['_id', 'image', ...IMAGE_ALT, 'title', 'description', ...PUBLICATION, ...STAMPS],
  service: ['_id', 'slug', 'title', 'description', 'image', ...IMAGE_ALT, ...PUBLICATION, ...SEO, ...STAMPS],
  singleService: ['_id', 'slug', 'heading', 'description', 'images', 'imageAlts', 'features', ...PUBLICATION, ...SEO, ...STAMPS],
  team: ['_id', 'image', ...IMAGE_ALT, 'title', 'role', 'description', 'link1', 'link2', 'link3', 'link4', ...STAMPS],
  product: [
    '_id',
    'name',
    'description',
    'brand',
    'regularPrice',
    'discountPrice',
    'productType',
    'stock',
    'image',
    ...IMAGE_ALT,
    'rating',
    ...PUBLICATION,
    ...STAMPS,
  ],
  testimonial: ['_id', 'title', 'role', 'description', 'image', ...IMAGE_ALT, ...STAMPS],
  plan: ['_id', 'planName', 'price', 'duration', 'description', 'popular', ...STAMPS],
  faq: ['_id', 'heading', 'description', 'category', 'image', ...IMAGE_ALT, ...STAMPS],
};

export const USER_KEYS = ['_id', 'username', 'email', 'phone', 'role', ...STAMPS];
export const ME_KEYS = ['_id', 'username', 'email', 'phone', 'role'];
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
];

export const SEEDED_COUNTS: Record<ContentResourceKey, number> = {
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

export const keysOf = (value: object): string[] => Object.keys(value).sort();

export const sorted = (keys: string[]): string[] => [...keys].sort();
