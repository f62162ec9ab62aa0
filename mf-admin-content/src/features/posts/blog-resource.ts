// Blogs (product §2): heading, rich description (with video, audio and clean), image.

import { contentResource } from '../../lib/content-resource';
import { imageTitleDescriptionColumns, requiredText, richDescription, singleImage } from '../../lib/common-parts';

export const blogResource = contentResource('blog', {
  noun: 'Blog',
  rowName: (blog) => blog.heading,
  columns: imageTitleDescriptionColumns('blog', (blog) => blog.heading, 'Heading', 'heading'),
  fields: [requiredText('heading', 'Heading'), richDescription('media'), singleImage('blog')],
});
