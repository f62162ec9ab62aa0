// A blog post's card (product §3): its heading, summary and picture in the blog list; the card of
// the page /blog/{slug}, whose article is a single blog (single-blog.ts). Card and article are one post.

import { loadErrors } from '../public-messages';
import { DELETE_FAILED_SHARED, defineContentType, description, heading, picture, publication, seo } from './parts';

export const blog = defineContentType({
  key: 'blog',
  path: 'blog',
  tag: 'Blog',
  table: 'blogs',
  newestFirst: true,
  labelField: 'heading',
  slugFrom: 'heading',
  fields: { heading, description },
  picture: picture('single', 'blogimg'),
  publication,
  seo,
  page: { body: 'singleBlog' },
  admin: {
    sidebar: 20,
    label: 'Blogs',
    remote: 'mf_admin_content',
    list: '/blog-list',
    add: '/addblog',
    edit: '/editblog',
    addLabel: 'Add New',
    backLabel: 'All Blogs',
  },
  messages: {
    created: 'Blog created successfully!',
    createFailed: 'Error creating blog. Please try again.',
    updated: 'Data updated successfully!',
    updateFailed: 'Failed to update the blog',
    deleteFailed: DELETE_FAILED_SHARED,
    loadFailed: loadErrors.blogs,
    loadOneFailed: loadErrors.blogDetail,
  },
});
