// A frequently asked question (product §3): its category, question and answer.

import { FAQ_CATEGORIES } from '../constants';
import { loadErrors } from '../public-messages';
import { defineContentType, description, heading, picture } from './parts';

export const faq = defineContentType({
  key: 'faq',
  path: 'faqs',
  tag: 'Faq',
  table: 'faqs',
  newestFirst: false,
  labelField: 'heading',
  fields: {
    category: {
      label: 'Category',
      column: 'text',
      rule: 'choice',
      input: 'select',
      options: FAQ_CATEGORIES,
      required: true,
      olderValues: true,
    },
    // Shown as the FAQ's title (product §2), stored as its heading.
    heading: { ...heading, label: 'Title' },
    description,
  },
  picture: picture('single', 'faqimg', { optional: true }),
  admin: {
    sidebar: 110,
    label: 'FAQs',
    remote: 'mf_admin_content',
    list: '/faq-list',
    add: '/add-faq',
    edit: '/edit-faq',
    addLabel: 'Add New',
    backLabel: 'All FAQs',
  },
  messages: {
    created: 'Faq Created Successfully !!',
    createFailed: 'Error creating faq. Please try again.',
    updated: 'FAQ Updated Successfully!',
    updateFailed: 'Error updating FAQ. Please try again.',
    deleteFailed: 'Failed to delete the faq',
    loadFailed: loadErrors.faqs,
    loadOneFailed: loadErrors.faqDetail,
  },
});
