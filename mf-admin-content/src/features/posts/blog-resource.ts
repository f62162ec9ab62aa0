// Blogs (product §2): heading, rich description (with video, audio and clean), image.

import { contentFormFields } from '@agency/shared/admin';
import { contentResource } from '../../lib/content-resource';
import { imageTitleDescriptionColumns, MEDIA_DESCRIPTION, singleImage } from '../../lib/common-parts';

export const blogResource = contentResource('blog', {
  noun: 'Blog',
  rowName: (blog) => blog.heading,
  columns: imageTitleDescriptionColumns('blog', (blog) => blog.heading, 'Heading', 'heading'),
  fields: [...contentFormFields('blog', MEDIA_DESCRIPTION), singleImage('blog')],
});
