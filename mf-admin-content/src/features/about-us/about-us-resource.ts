// About Us (product §2): title, rich description, mission, vision, values, image (100x100).

import { MESSAGE_LONG_MS, PREVIEW_SIZE } from '@agency/shared/contract';
import { contentResource } from '../../lib/content-resource';
import { imageTitleDescriptionColumns, requiredText, richDescription, singleImage } from '../../lib/common-parts';

export const aboutUsResource = contentResource('about', {
  noun: 'About Us',
  rowName: (entry) => entry.title,
  columns: imageTitleDescriptionColumns('about', (entry) => entry.title),
  fields: [
    requiredText('title', 'Title'),
    richDescription(),
    { kind: 'textarea', name: 'mission', label: 'Mission' },
    { kind: 'textarea', name: 'vision', label: 'Vision' },
    { kind: 'textarea', name: 'values', label: 'Values' },
    singleImage('about', PREVIEW_SIZE.about),
  ],
  // The About Us add screen shows both its messages for 5 s (product §9).
  durations: { create: MESSAGE_LONG_MS },
});
