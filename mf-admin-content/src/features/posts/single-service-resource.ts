// Single services (product §2): the body of /services/{slug}: heading, rich
// description, images and the repeatable features (sent as a JSON string).

import { MESSAGE_LONG_MS } from '@agency/shared/contract';
import { contentResource } from '../../lib/content-resource';
import { gallery, headingDescriptionColumns, requiredText, richDescription } from '../../lib/common-parts';

export const singleServiceResource = contentResource('singleService', {
  noun: 'Single Service',
  rowName: (service) => service.heading,
  columns: headingDescriptionColumns(),
  fields: [
    requiredText('heading', 'Heading'),
    richDescription('media'),
    gallery('singleService', false),
    { kind: 'features', name: 'features', label: 'Features', hint: 'Icon is a font-icon class name, e.g. fa-solid fa-chart-line.' },
  ],
  durations: { create: MESSAGE_LONG_MS },
  submitLabels: { create: { idle: 'Submit', busy: 'Saving...' } },
});
