// The admin screens of a content type with no screens of its own in this remote, built from its
// declaration alone (content-types/<type>.ts, read through the content model and the resource
// table), so adding a simple type needs no admin file: the list shows its picture, its label field
// and its first rich text; the form has every field the model gives an input, its picture with alt
// text, and (publishable types) the publish panel.

import { CONTENT_RESOURCES, PREVIEW_SIZE, type ContentResource } from '@agency/shared/contract';
import { CONTENT_MODEL, type ResourceModel } from '@agency/shared/contract/content-model';
import {
  contentResourceApi,
  createAdminPages,
  IMAGE_ALT,
  imageColumn,
  modelFormFields,
  plainTextColumn,
  sortable,
  textColumn,
  type AdminPages,
  type AdminResource,
  type Column,
  type FieldDef,
  type ResourceApi,
} from '@agency/shared/admin';
import { gallery, singleImage } from './common-parts';
import { imageKindOf, resourceBasics, type ManagedKey } from './content-resource';

/** An entry of a type known from its declaration only: its fields by name. */
export type DeclaredEntry = { _id: string } & Record<string, unknown>;

/** 'SingleBlog' -> 'Single Blog': the add and edit headings' noun, from the type's cache tag. */
const nounOf = (tag: string): string => tag.replace(/([a-z])([A-Z])/g, '$1 $2');

/** The picture input: one image (removable when optional) or an image list, each with its alt text. */
const pictureFields = (key: ManagedKey, resource: ContentResource, model: ResourceModel): FieldDef[] => {
  if (resource.images === 'many') return [gallery(key, model.imageOptional !== true)];
  if (resource.images === 'none') return [];
  if (model.imageOptional !== true) return [singleImage(key)];
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
  key: ManagedKey,
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
  const managed = key as ManagedKey;
  const resource = CONTENT_RESOURCES[managed];
  const model: ResourceModel = CONTENT_MODEL[managed];
  if (!resource || !model) throw new Error(`No content type is declared as ${key}`);
  const rowName = (entry: DeclaredEntry) => String(entry[model.labelField] ?? '');
  const { publicationFields, ...basics } = resourceBasics(managed);
  return {
    ...basics,
    // A type the compiler may not list (one declared after this file was written): its entries are read by field name.
    api: contentResourceApi(managed) as unknown as ResourceApi<DeclaredEntry>,
    noun: nounOf(resource.tag),
    rowName,
    columns: columnsOf(managed, resource, model, rowName),
    fields: [...modelFormFields(model), ...pictureFields(managed, resource, model), ...publicationFields],
  };
};

const built = new Map<string, AdminPages>();

/** The list, add and edit screens of a declared type, made once: a screen loaded again is the same component, not a remount. */
export const declaredPages = (key: string): AdminPages => {
  const pages = built.get(key) ?? createAdminPages(declaredResource(key));
  built.set(key, pages);
  return pages;
};
