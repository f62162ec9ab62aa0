// Services (product §2): title, rich description, image. Failures show the server's
// message when it sent one (resourceMessages.service.preferServerMessage).

import { MESSAGE_LONG_MS } from '@agency/shared/contract';
import { contentFormFields } from '@agency/shared/admin';
import { contentResource } from '../../lib/content-resource';
import { imageTitleDescriptionColumns, singleImage } from '../../lib/common-parts';

export const serviceResource = contentResource('service', {
  noun: 'Service',
  rowName: (service) => service.title,
  columns: imageTitleDescriptionColumns('service', (service) => service.title),
  fields: [...contentFormFields('service'), singleImage('service')],
  durations: { update: MESSAGE_LONG_MS },
});
