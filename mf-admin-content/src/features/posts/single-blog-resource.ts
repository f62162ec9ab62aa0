// Single blogs (product §2): the body of /blog/{slug}: heading, rich description and
// several images; edit sends new images plus `removedImages`.

import { MESSAGE_LONG_MS } from '@agency/shared/contract';
import { contentFormFields } from '@agency/shared/admin';
import { contentResource } from '../../lib/content-resource';
import { gallery, headingDescriptionColumns, MEDIA_DESCRIPTION } from '../../lib/common-parts';

export const singleBlogResource = contentResource('singleBlog', {
  noun: 'Single Blog',
  rowName: (post) => post.heading,
  columns: headingDescriptionColumns(),
  fields: [...contentFormFields('singleBlog', MEDIA_DESCRIPTION), gallery('singleBlog', true)],
  durations: { update: MESSAGE_LONG_MS },
  submitLabels: { create: { idle: 'Submit', busy: 'Saving...' } },
});
