// Single blogs (product §2): the body of /blog/{slug}: heading, rich description and
// several images; edit sends new images plus `removedImages`.

import { MESSAGE_LONG_MS } from '@agency/shared/contract';
import { contentResource } from '../../lib/content-resource';
import { gallery, headingDescriptionColumns, requiredText, richDescription } from '../../lib/common-parts';

export const singleBlogResource = contentResource('singleBlog', {
  noun: 'Single Blog',
  rowName: (post) => post.heading,
  columns: headingDescriptionColumns(),
  fields: [requiredText('heading', 'Heading'), richDescription('media'), gallery('singleBlog', true)],
  durations: { update: MESSAGE_LONG_MS },
  submitLabels: { create: { idle: 'Submit', busy: 'Saving...' } },
});
