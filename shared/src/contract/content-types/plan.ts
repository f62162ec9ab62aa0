// A pricing plan (product §3): name, price, duration, what it includes, and whether it is the popular one.

import { POPULAR_PLAN_LABEL } from '../constants';
import { loadErrors } from '../public-messages';
import { DELETE_FAILED_SHARED, defineContentType, description } from './parts';

export const plan = defineContentType({
  key: 'plan',
  path: 'plan',
  tag: 'Plan',
  table: 'plans',
  newestFirst: false,
  labelField: 'planName',
  json: true,
  fields: {
    planName: { label: 'Plan name', column: 'text', rule: 'requiredText', input: 'text' },
    price: { label: 'Price', column: 'number', rule: 'number', input: 'number', required: true },
    duration: { label: 'Duration', column: 'text', rule: 'requiredText', input: 'text' },
    description,
    popular: { label: POPULAR_PLAN_LABEL, column: 'boolean', rule: 'flag', input: 'checkbox' },
  },
  admin: {
    sidebar: 120,
    label: 'Plans',
    remote: 'mf_admin_content',
    list: '/plan-list',
    add: '/add-plan',
    edit: '/edit-plan',
    addLabel: 'Add New',
    backLabel: 'All Plans',
  },
  messages: {
    created: 'Plan created successfully!',
    createFailed: 'Error creating plan. Please try again.',
    updated: 'Plan updated successfully!',
    updateFailed: 'Error updating plan. Please try again.',
    deleteFailed: DELETE_FAILED_SHARED,
    loadFailed: loadErrors.data,
    loadOneFailed: loadErrors.planDetail,
  },
});
