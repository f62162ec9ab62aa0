// Products (product §2): image, name, rich description, prices, type, brand, stock;
// rating is sent on create without an input. The list has 'Delete all products'.

import { contentFormFields, plainTextColumn, priceColumn, sortable, textColumn, imageColumn } from '@agency/shared/admin';
import { contentResource, imageKindOf } from '../../lib/content-resource';
import { singleImage } from '../../lib/common-parts';
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
  fields: [singleImage('product'), ...contentFormFields('product')],
  createExtras: { rating: 0 },
  ListTools: DeleteAllProducts,
});
