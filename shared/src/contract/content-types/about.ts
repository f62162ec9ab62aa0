// About Us (product §3): the agency's story, mission, vision and values, on the About page.

import { loadErrors } from '../public-messages';
import { defineContentType, description, note, picture, publication, title } from './parts';

export const about = defineContentType({
  key: 'about',
  path: 'aboutus',
  tag: 'AboutUs',
  table: 'about_us',
  newestFirst: false,
  labelField: 'title',
  fields: { title, description, mission: note('Mission'), vision: note('Vision'), values: note('Values') },
  picture: picture('single', 'aboutUs'),
  publication,
  admin: {
    sidebar: 10,
    label: 'About Us',
    remote: 'mf_admin_content',
    list: '/about-list',
    add: '/add-about',
    edit: '/edit-about',
    addLabel: 'Add New',
    backLabel: 'All About Us',
  },
  messages: {
    created: 'About Us Created Successfully !!',
    createFailed: 'Error creating about details. Please try again.',
    updated: 'Data updated successfully!',
    updateFailed: 'Failed to update the about us data',
    deleteFailed: 'Failed to delete the about us data',
    loadFailed: loadErrors.data,
    loadOneFailed: loadErrors.data,
  },
});
