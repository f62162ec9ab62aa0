// FAQs (product §2): category, title (sent as `heading`), rich description without
// audio and video, and an optional image (80 by 80) that can be removed again.

import { PREVIEW_SIZE } from '@agency/shared/contract';
import { contentFormFields, IMAGE_ALT, textColumn } from '@agency/shared/admin';
import { contentResource, imageKindOf } from '../../lib/content-resource';
import { headingDescriptionColumns } from '../../lib/common-parts';

export const faqResource = contentResource('faq', {
  noun: 'FAQ',
  rowName: (faq) => faq.heading,
  columns: [...headingDescriptionColumns(), textColumn('Category', (faq) => faq.category)],
  fields: [
    ...contentFormFields('faq', { category: { placeholder: 'Select a category' } }),
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
