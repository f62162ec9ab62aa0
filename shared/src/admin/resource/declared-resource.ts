// The admin screens of a content type with no screens of its own in its remote, built from its
// declaration alone (content-types/<type>.ts, read through the content model and the resource
// table), so adding a simple type needs no admin file in either admin remote: the list shows its
// picture, its label field and its first rich text; the form has every field the model gives an
// input, its picture with alt text, and (publishable types) the publish panel.

import {
  adminArea,
  CONTENT_RESOURCES,
  isPublishable,
  PREVIEW_SIZE,
  type ContentResource,
  type ContentResourceKey,
  type ImageKind,
} from '@agency/shared/contract';
import { CONTENT_MODEL, type ResourceModel } from '@agency/shared/contract/content-model';
import { resourceMessages } from '@agency/shared/contract/messages';
import { contentSchemas } from '@agency/shared/schemas';
import { imageColumn, plainTextColumn, sortable, textColumn, type Column } from '../list/columns';
import { IMAGE_ALT, type FieldDef } from '../form/field-types';
import { modelFormFields } from '../form/model-fields';
import { galleryField, singleImageField } from '../form/picture-fields';
import { publicationFieldDefs } from '../form/publication-fields';
import type { AdminResource, ResourceApi } from './admin-resource';
import { contentResourceApi } from './content-resource-api';
import { createAdminPages, type AdminPages } from './create-admin-pages';

/** An entry of a type known from its declaration only: its fields by name. */
export type DeclaredEntry = { _id: string } & Record<string, unknown>;

/** What every content resource takes from the shared tables by its key alone: area, messages, schema, request format, state. */
export const contentResourceBasics = (key: ContentResourceKey) => ({
  area: adminArea(key),
  messages: resourceMessages[key],
  schema: contentSchemas[key],
  json: CONTENT_RESOURCES[key].json === true,
  // Content with a public page has a state: controls in the publish panel, a column and a filter in the list.
  publishable: isPublishable(key),
  publicationFields: isPublishable(key) ? publicationFieldDefs() : [],
});

/** The image folder of a resource (product §3). */
export const imageKindOf = (key: ContentResourceKey): ImageKind => {
  const kind = CONTENT_RESOURCES[key].imageKind;
  if (!kind) throw new Error(`${key} has no images`);
  return kind;
};

/** 'SingleBlog' -> 'Single Blog': the add and edit headings' noun, from the type's cache tag. */
const nounOf = (tag: string): string => tag.replace(/([a-z])([A-Z])/g, '$1 $2');

/** The picture input: one image (removable when optional) or an image list, each with its alt text. */
const pictureFields = (key: ContentResourceKey, resource: ContentResource, model: ResourceModel): FieldDef[] => {
  if (resource.images === 'many') return [galleryField(imageKindOf(key), model.imageOptional !== true)];
  if (resource.images === 'none') return [];
  if (model.imageOptional !== true) return [singleImageField(imageKindOf(key))];
  return [
    {
      kind: 'image',
      name: 'image',
      label: 'Image (optional)',
      imageKind: imageKindOf(key),
      previewSize: PREVIEW_SIZE.default,
      removable: true,
      altName: IMAGE_ALT,
    },
  ];
};

/** Image (a single picture) | the label field, sortable | the first rich text as plain text. */
const columnsOf = (
  key: ContentResourceKey,
  resource: ContentResource,
  model: ResourceModel,
  rowName: (entry: DeclaredEntry) => string,
): Column<DeclaredEntry>[] => {
  const rich = Object.entries(model.fields).find(([, field]) => field.input === 'rich');
  return [
    ...(resource.images === 'single' ? [imageColumn<DeclaredEntry>(imageKindOf(key), (entry) => entry.image, rowName)] : []),
    sortable(textColumn<DeclaredEntry>(model.fields[model.labelField]?.label ?? 'Title', rowName), model.labelField),
    ...(rich ? [plainTextColumn<DeclaredEntry>(rich[1].label, (entry) => entry[rich[0]])] : []),
  ];
};

/** The admin resource of a declared type: area, messages, schema, API and publication as every resource has them. */
export const declaredResource = (key: string): AdminResource<DeclaredEntry> => {
  const typed = key as ContentResourceKey;
  const resource = CONTENT_RESOURCES[typed];
  const model: ResourceModel = CONTENT_MODEL[typed];
  if (!resource || !model) throw new Error(`No content type is declared as ${key}`);
  const rowName = (entry: DeclaredEntry) => String(entry[model.labelField] ?? '');
  const { publicationFields, ...basics } = contentResourceBasics(typed);
  return {
    ...basics,
    // A type the compiler may not list (one declared after this file was written): its entries are read by field name.
    api: contentResourceApi(typed) as unknown as ResourceApi<DeclaredEntry>,
    noun: nounOf(resource.tag),
    rowName,
    columns: columnsOf(typed, resource, model, rowName),
    fields: [...modelFormFields(model, model.editor?.inputs), ...pictureFields(typed, resource, model), ...publicationFields],
    ...(model.editor?.messageMs ? { durations: model.editor.messageMs } : {}),
  };
};

const built = new Map<string, AdminPages>();

/** The list, add and edit screens of a declared type, made once: a screen loaded again is the same component, not a remount. */
export const declaredPages = (key: string): AdminPages => {
  const pages = built.get(key) ?? createAdminPages(declaredResource(key));
  built.set(key, pages);
  return pages;
};
