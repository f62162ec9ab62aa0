// The SEO fields as field definitions of the form kit, so the one set of field
// components renders them (labels, hints, errors, ids) like every other field.

import { type ImageKind } from '@agency/shared/contract';
import { seoFieldMessages } from '@agency/shared/contract/messages';
import { SEO_FIELD_NAMES, SEO_LIMITS, type SeoFieldName } from '@agency/shared/schemas';
import type { FieldDef } from '../form/field-types';

const { labels, hints: staticHints } = seoFieldMessages;

export interface SeoFieldDefsOptions {
  /** The folder the social image is stored in: the entry's own kind. */
  imageKind: ImageKind;
  /** Which SEO fields this content type has (a page without a slug of its own leaves `slug` out). */
  only?: readonly SeoFieldName[];
  /** Hints that replace the static ones (the studio's live widths and fallbacks). */
  hints?: Partial<Record<SeoFieldName, string>>;
}

/** In the order editors work: what to be found for, how the result reads, then the technical ones. */
const ORDER: readonly SeoFieldName[] = ['focusKeyphrase', 'metaTitle', 'slug', 'metaDescription', 'socialImage', 'canonicalUrl', 'noindex'];

const defOf = (name: SeoFieldName, imageKind: ImageKind, hint: string | undefined): FieldDef => {
  switch (name) {
    case 'focusKeyphrase':
      return {
        kind: 'text',
        name,
        label: labels.focusKeyphrase,
        hint: hint ?? staticHints.focusKeyphrase,
        maxLength: SEO_LIMITS.focusKeyphrase,
      };
    case 'metaTitle':
      return { kind: 'text', name, label: labels.metaTitle, hint };
    case 'slug':
      return { kind: 'text', name, label: labels.slug, hint, maxLength: SEO_LIMITS.slug };
    case 'metaDescription':
      return { kind: 'textarea', name, label: labels.metaDescription, hint: hint ?? staticHints.metaDescription, rows: 3 };
    case 'socialImage':
      return {
        kind: 'image',
        name,
        label: labels.socialImage,
        hint: hint ?? staticHints.socialImage,
        imageKind,
        previewSize: 96,
        removable: true,
      };
    case 'canonicalUrl':
      return { kind: 'text', name, label: labels.canonicalUrl, hint: hint ?? staticHints.canonicalUrl, inputType: 'url' };
    case 'noindex':
      return { kind: 'checkbox', name, label: labels.noindex, hint };
  }
};

export const seoFieldDefs = ({ imageKind, only = SEO_FIELD_NAMES, hints = {} }: SeoFieldDefsOptions): FieldDef[] =>
  ORDER.filter((name) => only.includes(name)).map((name) => defOf(name, imageKind, hints[name]));
