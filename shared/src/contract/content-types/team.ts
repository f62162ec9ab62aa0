// A team member (product §3): name, role, bio and up to four profile links.

import { loadErrors } from '../public-messages';
import { DELETE_FAILED_SHARED, defineContentType, description, link, picture, role, title } from './parts';

export const team = defineContentType({
  key: 'team',
  path: 'team',
  tag: 'Team',
  table: 'team',
  newestFirst: false,
  labelField: 'title',
  fields: {
    title,
    role,
    description,
    link1: link('Link 1'),
    link2: link('Link 2'),
    link3: link('Link 3'),
    link4: link('Link 4'),
  },
  picture: picture('single', 'teamimg'),
  admin: {
    sidebar: 40,
    label: 'Team',
    remote: 'mf_admin_people',
    list: '/team-list',
    add: '/add-team',
    edit: '/edit-team',
    addLabel: 'Add Team',
    backLabel: 'All Team',
  },
  messages: {
    created: 'Team Created Successfully!',
    createFailed: 'Error creating team. Please try again.',
    updated: 'Team member updated successfully!',
    updateFailed: 'Failed to update team member',
    deleteFailed: DELETE_FAILED_SHARED,
    loadFailed: loadErrors.data,
    loadOneFailed: loadErrors.data,
  },
});
