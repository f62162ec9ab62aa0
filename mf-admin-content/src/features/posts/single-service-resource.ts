// Single services (product §2): the body of /services/{slug}: heading, rich
// description, images and the repeatable features (sent as a JSON string).

import { MESSAGE_LONG_MS } from '@agency/shared/contract';
import { featureIconMessages } from '@agency/shared/contract/messages';
import { contentFormFields } from '@agency/shared/admin';
import { contentResource } from '../../lib/content-resource';
import { gallery, headingDescriptionColumns, insertAfter, MEDIA_DESCRIPTION } from '../../lib/common-parts';

export const singleServiceResource = contentResource('singleService', {
  noun: 'Single Service',
  rowName: (service) => service.heading,
  columns: headingDescriptionColumns(),
  fields: insertAfter(
    contentFormFields('singleService', {
      ...MEDIA_DESCRIPTION,
      features: { hint: featureIconMessages.fieldHint },
    }),
    'description',
    gallery('singleService', false),
  ),
  durations: { create: MESSAGE_LONG_MS },
  submitLabels: { create: { idle: 'Submit', busy: 'Saving...' } },
});
