// The picture inputs of content entries, each with its alt text: one image (required on add) or an
// image list previewed 70 by 70 (product §9).

import { PREVIEW_SIZE, type ImageKind } from '@agency/shared/contract';
import { IMAGE_ALT, IMAGE_ALTS, type FieldDef } from './field-types';

/** One image, required on add, with its alt text. */
export const singleImageField = (imageKind: ImageKind, previewSize: number = PREVIEW_SIZE.default): FieldDef => ({
  kind: 'image',
  name: 'image',
  label: 'Image',
  imageKind,
  previewSize,
  requiredOnCreate: true,
  altName: IMAGE_ALT,
});

/** An image list (single blogs and services), each image with its alt text. */
export const galleryField = (imageKind: ImageKind, requiredOnCreate: boolean): FieldDef => ({
  kind: 'images',
  name: 'images',
  label: 'Images',
  imageKind,
  previewSize: PREVIEW_SIZE.gallery,
  requiredOnCreate,
  hint: 'Choose one or more images; remove any with the minus button.',
  altName: IMAGE_ALTS,
});
