// The JSON Schemas of a content resource's entries and writes, derived from the content model
// (fields, column kinds, rules) and the parts its flags add, so the API description follows a new
// field or type without a line here. They describe; the yup schemas of the contract validate.

import { CONTENT_MODEL, hasSeoFields, modelFieldsOf, type ColumnKind, type ModelField } from '@agency/shared/contract/content-model';
import { LIST_QUERY_KEYS } from '@agency/shared/contract/paging';
import { isPublishable, PUBLICATION_STATES } from '@agency/shared/contract/publication';
import type { ContentResource } from '@agency/shared/contract/resources';
import { SEO_FIELD_NAMES } from '@agency/shared/contract/schemas/seo';

export type JsonSchema = Record<string, unknown>;

/** What each column kind holds in a reply (the entity types of content-model.ts say the same). */
const COLUMN_SCHEMAS: Record<ColumnKind, JsonSchema> = {
  text: { type: 'string' },
  nullableText: { type: ['string', 'null'] },
  number: { type: 'number' },
  nullableNumber: { type: ['number', 'null'] },
  integer: { type: 'integer' },
  boolean: { type: 'boolean' },
  json: { type: 'array' },
};

const FEATURES: JsonSchema = {
  type: 'array',
  items: { type: 'object', properties: { title: { type: 'string' }, description: { type: 'string' } } },
};

const fieldSchema = (field: ModelField): JsonSchema => {
  const base: JsonSchema =
    field.rule === 'features'
      ? FEATURES
      : field.options && !field.olderValues
        ? { type: 'string', enum: [...field.options] }
        : COLUMN_SCHEMAS[field.column];
  return {
    ...base,
    title: field.label,
    ...(field.rule === 'richText' ? { contentMediaType: 'text/html' } : {}),
    ...(field.rule === 'link' ? { description: 'An absolute http(s) address, or empty.' } : {}),
    ...(field.max !== undefined ? { maximum: field.max, minimum: 0 } : {}),
    ...(field.defaultValue !== undefined ? { default: field.defaultValue } : {}),
  };
};

const SEO_SCHEMAS: Record<(typeof SEO_FIELD_NAMES)[number], JsonSchema> = {
  slug: { type: 'string' },
  metaTitle: { type: 'string' },
  metaDescription: { type: 'string' },
  socialImage: { type: 'string', description: 'A stored file name or an absolute address; empty for none.' },
  canonicalUrl: { type: 'string' },
  noindex: { type: 'boolean' },
  focusKeyphrase: { type: 'string' },
};

const PUBLICATION_SCHEMAS: Record<string, JsonSchema> = {
  state: { type: 'string', enum: [...PUBLICATION_STATES] },
  publishAt: { type: ['string', 'null'], format: 'date-time' },
};

const pictureSchemas = (resource: ContentResource): Record<string, JsonSchema> => {
  const optional = 'imageOptional' in CONTENT_MODEL[resource.key];
  if (resource.images === 'single') return { image: { type: optional ? ['string', 'null'] : 'string' }, imageAlt: { type: 'string' } };
  if (resource.images === 'many') {
    const names = { type: 'array', items: { type: 'string' } };
    return { images: names, imageAlts: names };
  }
  return {};
};

const ownFieldSchemas = (resource: ContentResource): Record<string, JsonSchema> =>
  Object.fromEntries(modelFieldsOf(CONTENT_MODEL[resource.key]).map(([name, field]) => [name, fieldSchema(field)]));

/** An entry as the API returns it: the model's fields and the parts its flags add, in reply order. */
export const entitySchema = (resource: ContentResource): JsonSchema => {
  const seo = hasSeoFields(resource.key);
  const properties: Record<string, JsonSchema> = {
    _id: { type: 'string' },
    ...(resource.slugFrom || seo ? { slug: SEO_SCHEMAS.slug } : {}),
    ...ownFieldSchemas(resource),
    ...pictureSchemas(resource),
    ...(isPublishable(resource.key) ? PUBLICATION_SCHEMAS : {}),
    ...(seo ? Object.fromEntries(SEO_FIELD_NAMES.filter((name) => name !== 'slug').map((name) => [name, SEO_SCHEMAS[name]])) : {}),
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  };
  return { type: 'object', title: resource.tag, properties, required: Object.keys(properties).filter((name) => name !== 'slug') };
};

/** A paged list (any of the list query's keys asks for one). */
export const pageSchema = (item: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: { data: { type: 'array', items: item }, total: { type: 'integer' }, page: { type: 'integer' }, limit: { type: 'integer' } },
  required: ['data', 'total', 'page', 'limit'],
});

/** The list query: none of its keys answers the whole list (product §7), any of them one page. */
export const LIST_QUERY_SCHEMA: JsonSchema = {
  type: 'object',
  properties: Object.fromEntries(
    LIST_QUERY_KEYS.map((key) => [key, key === 'page' || key === 'limit' ? { type: 'integer' } : { type: 'string' }]),
  ),
};

/** What a create or update sends: the model's fields, the picture uploads, publication and SEO fields. */
export const writeSchema = (resource: ContentResource, mode: 'create' | 'edit'): JsonSchema => {
  const model = CONTENT_MODEL[resource.key];
  const fields = modelFieldsOf(model);
  const file = { type: 'string', contentMediaType: 'image/*' };
  const properties: Record<string, JsonSchema> = {
    ...ownFieldSchemas(resource),
    ...(resource.images === 'single' ? { image: file, imageAlt: { type: 'string' } } : {}),
    ...(resource.images === 'single' && 'imageOptional' in model ? { removeImage: { type: 'boolean' } } : {}),
    ...(resource.images === 'many'
      ? { images: { type: 'array', items: file }, imageAlts: { type: 'array', items: { type: 'string' } } }
      : {}),
    ...(resource.images === 'many' && mode === 'edit' ? { removedImages: { type: 'array', items: { type: 'string' } } } : {}),
    ...(isPublishable(resource.key) ? PUBLICATION_SCHEMAS : {}),
    ...(hasSeoFields(resource.key) ? SEO_SCHEMAS : {}),
  };
  const required =
    mode === 'create' ? fields.filter(([, field]) => field.required || field.rule === 'requiredText').map(([name]) => name) : [];
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
};
