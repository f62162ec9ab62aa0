// Works (product §2): title, rich description, image.

import { contentResource } from '../../lib/content-resource';
import { imageTitleDescriptionColumns, requiredText, richDescription, singleImage } from '../../lib/common-parts';

export const workResource = contentResource('work', {
  noun: 'Work',
  rowName: (work) => work.title,
  columns: imageTitleDescriptionColumns('work', (work) => work.title),
  fields: [requiredText('title', 'Title'), richDescription(), singleImage('work')],
});
