// A service's body (product §3): the detail and feature list of the page /services/{slug}, under its card (service.ts).

import { loadErrors } from '../public-messages';
import { defineContentType, description, heading, picture, publication, seo } from './parts';

export const singleService = defineContentType({
  key: 'singleService',
  path: 'single-service',
  tag: 'SingleService',
  table: 'single_services',
  newestFirst: false,
  labelField: 'heading',
  slugFrom: 'heading',
  fields: { heading, description, features: { label: 'Features', column: 'json', rule: 'features', input: 'features' } },
  picture: picture('many', 'singleserviceimg', { optional: true }),
  publication,
  seo,
  admin: {
    sidebar: 70,
    label: 'Single Services',
    remote: 'mf_admin_content',
    list: '/singleService-list',
    add: '/add-single-service',
    edit: '/edit-single-service',
    addLabel: 'Add New',
    backLabel: 'All Single Services',
  },
  messages: {
    created: 'Single service created successfully!',
    createFailed: 'Error creating service. Please try again.',
    updated: 'Single service updated successfully!',
    updateFailed: 'Error updating service. Please try again.',
    deleteFailed: 'Failed to delete the service',
    loadFailed: loadErrors.services,
    loadOneFailed: loadErrors.serviceDetail,
    preferServerMessage: { create: true, update: true },
  },
});
