// A product of the shop (product §3): name, prices, type, brand, stock and rating.

import { PRODUCT_TYPES } from '../constants';
import { loadErrors } from '../public-messages';
import { defineContentType, description, picture, publication } from './parts';

export const product = defineContentType({
  key: 'product',
  path: 'products',
  tag: 'Product',
  table: 'products',
  newestFirst: false,
  labelField: 'name',
  fields: {
    name: { label: 'Name', column: 'text', rule: 'requiredText', input: 'text' },
    description,
    regularPrice: { label: 'Regular price', column: 'number', rule: 'number', input: 'number', required: true },
    discountPrice: { label: 'Discount price', column: 'nullableNumber', rule: 'number', input: 'number', notAbove: 'regularPrice' },
    productType: {
      label: 'Product type',
      column: 'text',
      rule: 'choice',
      input: 'select',
      options: PRODUCT_TYPES,
      defaultValue: 'normal',
    },
    brand: { label: 'Brand', column: 'text', rule: 'requiredText', input: 'text' },
    stock: { label: 'Stock', column: 'integer', rule: 'number', input: 'number', required: true },
    // Sent on create without an input (product §2).
    rating: { label: 'Rating', column: 'number', rule: 'number', max: 5, defaultValue: 0 },
  },
  picture: picture('single', 'productimg'),
  publication,
  admin: {
    sidebar: 80,
    label: 'Products',
    remote: 'mf_admin_content',
    list: '/products-list',
    listAliases: ['/product-list'],
    add: '/add-product',
    edit: '/edit-product',
    addLabel: 'Add New',
    backLabel: 'All Products',
  },
  messages: {
    created: 'Product Created Successfully!',
    createFailed: 'Error creating product . Please try again.',
    updated: 'Product updated successfully!',
    updateFailed: 'Failed to update the product',
    deleteFailed: 'Failed to delete the product',
    loadFailed: loadErrors.products,
    loadOneFailed: loadErrors.data,
  },
});
