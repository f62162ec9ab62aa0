// A work (product §3): a case study on the Works page.

import { loadErrors } from '../public-messages';
import { DELETE_FAILED_SHARED, defineContentType, description, picture, publication, title } from './parts';

export const work = defineContentType({
  key: 'work',
  path: 'work',
  tag: 'Work',
  table: 'works',
  newestFirst: false,
  labelField: 'title',
  fields: { title, description },
  picture: picture('single', 'workimages'),
  publication,
  admin: {
    sidebar: 50,
    label: 'Works',
    remote: 'mf_admin_content',
    list: '/work-list',
    add: '/addwork',
    edit: '/editwork',
    addLabel: 'Add Work',
    backLabel: 'All Works',
  },
  messages: {
    created: 'New Work Created Successfully!',
    createFailed: 'Error creating work item. Please try again.',
    updated: 'Work updated successfully!',
    updateFailed: 'Failed to update the work',
    deleteFailed: DELETE_FAILED_SHARED,
    loadFailed: loadErrors.data,
    loadOneFailed: loadErrors.data,
  },
});
