// About Us (product §2): title, rich description, mission, vision, values, image (100x100).

import { MESSAGE_LONG_MS, PREVIEW_SIZE } from '@agency/shared/contract';
import { contentFormFields } from '@agency/shared/admin';
import { contentResource } from '../../lib/content-resource';
import { imageTitleDescriptionColumns, singleImage } from '../../lib/common-parts';

export const aboutUsResource = contentResource('about', {
  noun: 'About Us',
  rowName: (entry) => entry.title,
  columns: imageTitleDescriptionColumns('about', (entry) => entry.title),
  fields: [...contentFormFields('about'), singleImage('about', PREVIEW_SIZE.about)],
  // The About Us add screen shows both its messages for 5 s (product §9).
  durations: { create: MESSAGE_LONG_MS },
});
