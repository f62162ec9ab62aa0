// A testimonial (product §3): a client's name, role and words.

import { MESSAGE_SHORT_MS } from '../constants';
import { loadErrors } from '../public-messages';
import { DELETE_FAILED_SHARED, defineContentType, description, picture, role, title } from './parts';

export const testimonial = defineContentType({
  key: 'testimonial',
  path: 'testimonial',
  tag: 'Testimonial',
  table: 'testimonials',
  newestFirst: false,
  labelField: 'title',
  fields: { title, role, description: { ...description, required: true } },
  picture: picture('single', 'testimg'),
  admin: {
    sidebar: 90,
    label: 'Testimonials',
    remote: 'mf_admin_people',
    list: '/testimonial-list',
    add: '/add-test',
    edit: '/edit-test',
    addLabel: 'Add New',
    backLabel: 'All Testimonials',
  },
  // The name and role are someone else's: no autofill. Add and edit messages show for 2 s (product §9).
  editor: {
    inputs: { title: { autoComplete: 'off' }, role: { autoComplete: 'off' } },
    messageMs: { create: MESSAGE_SHORT_MS, update: MESSAGE_SHORT_MS },
  },
  messages: {
    created: 'Testimonial Created Successfully!',
    createFailed: 'Error creating testimonial. Please try again.',
    updated: 'Testimonial updated successfully!',
    updateFailed: 'Failed to update testimonial',
    deleteFailed: DELETE_FAILED_SHARED,
    loadFailed: loadErrors.data,
    loadOneFailed: loadErrors.data,
  },
});
