// The SEO fields every content type with a public page carries. Lengths are checked
// against sane maxima only: how long a title or description should be is advice, given
// by the content analysis and the field hints, never a refusal to save.

import { boolean, mixed, object, string } from 'yup';
import { LIMITS, MAX_SLUG_LENGTH, SLUG_PATTERN, validationMessages as v, type UploadLike } from '@agency/shared/contract';
import { seoFieldMessages } from '@agency/shared/contract/messages';

const labels = seoFieldMessages.labels;
const invalid = seoFieldMessages.validation;

export const SEO_LIMITS = {
  slug: MAX_SLUG_LENGTH,
  /** Google shows about 60 characters; 200 leaves room for any real title. */
  metaTitle: LIMITS.shortText,
  /** Google shows about 160 characters; 500 leaves room for any real description. */
  metaDescription: 500,
  focusKeyphrase: 100,
  canonicalUrl: LIMITS.link,
} as const;

// Which content types have SEO fields is a fact of the content model; named here too for their users.
export { SEO_RESOURCES, hasSeoFields } from '@agency/shared/contract/content-model';

/** The SEO fields' names, as in the form values, the request body and the stored entry. */
export const SEO_FIELD_NAMES = [
  'slug',
  'metaTitle',
  'metaDescription',
  'socialImage',
  'canonicalUrl',
  'noindex',
  'focusKeyphrase',
] as const;
export type SeoFieldName = (typeof SEO_FIELD_NAMES)[number];

const HTTP_URL = /^https?:\/\//i;

const isAbsoluteHttpUrl = (value: string): boolean => {
  if (!HTTP_URL.test(value) || /\s/.test(value)) return false;
  try {
    return new URL(value).hostname.length > 0;
  } catch {
    return false;
  }
};

/** A stored image's file name: no folders, no hidden files. */
const isStoredImageName = (value: string): boolean => /^[^/\\]+$/.test(value) && !value.startsWith('.');

const isSocialImage = (value: unknown): boolean => {
  if (value === null || value === undefined || value === '') return true;
  if (typeof value === 'string') return isAbsoluteHttpUrl(value) || isStoredImageName(value);
  return typeof (value as UploadLike).type === 'string' && (value as UploadLike).type.startsWith('image/');
};

const maxText = (label: string, max: number) => string().trim().max(max, v.tooLong(label, max)).default('');

/** The rules of each SEO field, to spread into a content type's schema (`object({ ...fields, ...seoFieldRules })`). */
export const seoFieldRules = {
  /** Empty: derived from the heading, as before. */
  slug: string()
    .trim()
    .lowercase()
    .max(SEO_LIMITS.slug, v.tooLong(labels.slug, SEO_LIMITS.slug))
    .default('')
    .test('slug', invalid.slug, (value) => !value || SLUG_PATTERN.test(value)),
  metaTitle: maxText(labels.metaTitle, SEO_LIMITS.metaTitle),
  metaDescription: maxText(labels.metaDescription, SEO_LIMITS.metaDescription),
  socialImage: mixed<UploadLike | string>().nullable().default(null).test('social-image', invalid.socialImage, isSocialImage),
  canonicalUrl: maxText(labels.canonicalUrl, SEO_LIMITS.canonicalUrl).test(
    'absolute-url',
    invalid.canonicalUrl,
    (value) => !value || isAbsoluteHttpUrl(value),
  ),
  noindex: boolean().typeError(invalid.noindex).default(false),
  focusKeyphrase: maxText(labels.focusKeyphrase, SEO_LIMITS.focusKeyphrase),
};

export const seoFieldsSchema = object(seoFieldRules);

/** The SEO fields of a public page that is not an entry's (issue 19): no slug, no text to find a keyphrase in. */
export const PAGE_SEO_FIELD_NAMES = [
  'metaTitle',
  'metaDescription',
  'socialImage',
  'canonicalUrl',
  'noindex',
] as const satisfies readonly SeoFieldName[];

const { metaTitle, metaDescription, socialImage, canonicalUrl, noindex } = seoFieldRules;

export const pageSeoSchema = object({ metaTitle, metaDescription, socialImage, canonicalUrl, noindex });
