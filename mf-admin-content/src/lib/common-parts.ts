// Fields and columns several content types share (image, gallery, list columns); the fields the
// content model describes come from the admin kit's contentFormFields.

import {
  galleryField,
  imageColumn,
  plainTextColumn,
  singleImageField,
  sortable,
  textColumn,
  type Column,
  type FieldDef,
  type InputExtras,
} from '@agency/shared/admin';
import { imageKindOf, type ManagedKey } from './content-resource';

/** Posts and their bodies edit their description with video, audio and clean (product §2). */
export const MEDIA_DESCRIPTION: { description: InputExtras } = { description: { toolbar: 'media' } };

/** `fields` with `extra` placed right after the field named `name`. */
export const insertAfter = (fields: FieldDef[], name: string, ...extra: FieldDef[]): FieldDef[] =>
  fields.flatMap((field) => (field.name === name ? [field, ...extra] : [field]));

/** The one image of about, blog, work, service and product entries (required on add), with its alt text. */
export const singleImage = (key: ManagedKey, previewSize?: number): FieldDef => singleImageField(imageKindOf(key), previewSize);

/** The image list of single blogs and single services, previewed 70 by 70 (product §9). */
export const gallery = (key: ManagedKey, requiredOnCreate: boolean): FieldDef => galleryField(imageKindOf(key), requiredOnCreate);

interface Described {
  _id: string;
  description: string;
}

/** No. | Image | Title (or Heading) | Description | Actions (product §2); the title sorts by `titleField`. */
export const imageTitleDescriptionColumns = <T extends Described & { image: string }>(
  key: ManagedKey,
  title: (item: T) => string,
  header = 'Title',
  titleField = 'title',
): Column<T>[] => [
  imageColumn<T>(imageKindOf(key), (item) => item.image, title),
  sortable(textColumn<T>(header, title), titleField),
  plainTextColumn<T>('Description', (item) => item.description),
];

/** No. | Title | Description | Actions: single blogs and single services (and FAQs). */
export const headingDescriptionColumns = <T extends Described & { heading: string }>(): Column<T>[] => [
  sortable(
    textColumn<T>('Title', (item) => item.heading),
    'heading',
  ),
  plainTextColumn<T>('Description', (item) => item.description),
];
