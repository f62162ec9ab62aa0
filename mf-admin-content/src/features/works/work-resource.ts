// Works (product §2): title, rich description, image.

import { contentFormFields } from '@agency/shared/admin';
import { contentResource } from '../../lib/content-resource';
import { imageTitleDescriptionColumns, singleImage } from '../../lib/common-parts';

export const workResource = contentResource('work', {
  noun: 'Work',
  rowName: (work) => work.title,
  columns: imageTitleDescriptionColumns('work', (work) => work.title),
  fields: [...contentFormFields('work'), singleImage('work')],
});
