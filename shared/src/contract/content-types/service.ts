// A service's card (product §3): its title, summary and picture in the services list; the card of
// the page /services/{slug}, whose body is a single service (single-service.ts). One entry together.

import { loadErrors } from '../public-messages';
import { DELETE_FAILED_SHARED, defineContentType, description, picture, publication, seo, title } from './parts';

export const service = defineContentType({
  key: 'service',
  path: 'services',
  tag: 'Service',
  table: 'services',
  newestFirst: false,
  labelField: 'title',
  slugFrom: 'title',
  fields: { title, description },
  picture: picture('single', 'serviceimg'),
  publication,
  seo,
  page: { body: 'singleService' },
  admin: {
    sidebar: 60,
    label: 'Services',
    remote: 'mf_admin_content',
    list: '/service-list',
    add: '/add-service',
    edit: '/edit-service',
    addLabel: 'Add Service',
    backLabel: 'All Services',
  },
  messages: {
    created: 'Service Created Successfully!',
    createFailed: 'Error creating service. Please try again.',
    updated: 'Service updated successfully!',
    updateFailed: 'Error updating service. Please try again.',
    deleteFailed: DELETE_FAILED_SHARED,
    loadFailed: loadErrors.services,
    loadOneFailed: loadErrors.serviceDetail,
    preferServerMessage: { create: true, update: true },
  },
});
