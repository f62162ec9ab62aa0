// FAQs (product §2): category, title (sent as `heading`), rich description without
// audio and video, and an optional image (80 by 80) that can be removed again.

import { FAQ_CATEGORIES, PREVIEW_SIZE } from '@agency/shared/contract';
import { IMAGE_ALT, options, textColumn } from '@agency/shared/admin';
import { contentResource, imageKindOf } from '../../lib/content-resource';
import { headingDescriptionColumns, requiredText, richDescription } from '../../lib/common-parts';

export const faqResource = contentResource('faq', {
  noun: 'FAQ',
  rowName: (faq) => faq.heading,
  columns: [...headingDescriptionColumns(), textColumn('Category', (faq) => faq.category)],
  fields: [
    {
      kind: 'select',
      name: 'category',
      label: 'Category',
      required: true,
      options: options(FAQ_CATEGORIES),
      placeholder: 'Select a category',
    },
    requiredText('heading', 'Title'),
    richDescription('standard'),
    {
      kind: 'image',
      name: 'image',
      label: 'Image (optional)',
      imageKind: imageKindOf('faq'),
      previewSize: PREVIEW_SIZE.faq,
      removable: true,
      altName: IMAGE_ALT,
    },
  ],
  submitLabels: { create: { idle: 'Save', busy: 'Saving...' } },
});
