// Products (product §2): image, name, rich description, prices, type, brand, stock;
// rating is sent on create without an input. The list has 'Delete all products'.

import { PRODUCT_TYPES } from '@agency/shared/contract';
import { options, plainTextColumn, priceColumn, sortable, textColumn, imageColumn } from '@agency/shared/admin';
import { contentResource, imageKindOf } from '../../lib/content-resource';
import { requiredText, richDescription, singleImage } from '../../lib/common-parts';
import { DeleteAllProducts } from './delete-all-products';

export const productResource = contentResource('product', {
  noun: 'Product',
  rowName: (product) => product.name,
  columns: [
    imageColumn(
      imageKindOf('product'),
      (product) => product.image,
      (product) => product.name,
    ),
    sortable(
      textColumn('Name', (product) => product.name),
      'name',
    ),
    plainTextColumn('Description', (product) => product.description),
    priceColumn('Regular price', (product) => product.regularPrice),
    priceColumn('Discount price', (product) => product.discountPrice),
  ],
  fields: [
    singleImage('product'),
    requiredText('name', 'Name'),
    richDescription(),
    { kind: 'number', name: 'regularPrice', label: 'Regular price', required: true },
    { kind: 'number', name: 'discountPrice', label: 'Discount price' },
    { kind: 'select', name: 'productType', label: 'Product type', options: options(PRODUCT_TYPES), defaultValue: 'normal' },
    requiredText('brand', 'Brand'),
    { kind: 'number', name: 'stock', label: 'Stock', required: true, step: '1' },
  ],
  createExtras: { rating: 0 },
  ListTools: DeleteAllProducts,
});
