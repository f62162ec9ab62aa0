// A blog post's article (product §3): the body of the page /blog/{slug}, under its card (blog.ts).

import { loadErrors } from '../public-messages';
import { DELETE_FAILED_SHARED, defineContentType, description, heading, picture, publication, seo } from './parts';

export const singleBlog = defineContentType({
  key: 'singleBlog',
  path: 'single-blog',
  tag: 'SingleBlog',
  table: 'single_blogs',
  newestFirst: true,
  labelField: 'heading',
  slugFrom: 'heading',
  fields: { heading, description },
  picture: picture('many', 'singleblogimg'),
  publication,
  seo,
  admin: {
    sidebar: 30,
    label: 'Single Blogs',
    remote: 'mf_admin_content',
    list: '/singleblog-list',
    add: '/add-singleblog',
    edit: '/edit-singleblog',
    addLabel: 'Add New',
    backLabel: 'All Single Blogs',
  },
  messages: {
    created: 'Single Blog created successfully!',
    createFailed: 'Error creating blog. Please try again.',
    updated: 'Single Blog updated successfully!',
    updateFailed: 'An error occurred while updating the blog.',
    deleteFailed: DELETE_FAILED_SHARED,
    loadFailed: loadErrors.blogs,
    loadOneFailed: loadErrors.blogDetail,
    preferServerMessage: { update: true },
  },
});
