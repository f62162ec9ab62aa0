// The description of a content resource's routes (product §7), from its resource facts and the
// content model: the CRUD routes, the by-slug read and the detail page reuse these.

import { isPublishable } from '@agency/shared/contract/publication';
import type { ContentResource } from '@agency/shared/contract/resources';
import { entitySchema, LIST_QUERY_SCHEMA, pageSchema, writeSchema, type JsonSchema } from './content-schemas';
import { MESSAGE_SCHEMA, type RouteAccess, type RouteDocs } from './route-docs';

/** Public reads of content with a public page show staff every state. */
export const readAccessOf = (resource: ContentResource): RouteAccess => (isPublishable(resource.key) ? 'staffSeesMore' : 'public');

const NOT_FOUND = { description: 'No such entry.', schema: MESSAGE_SCHEMA };
const INVALID = { description: 'Field messages by field name.', schema: MESSAGE_SCHEMA };
const MOVED = { description: 'A renamed entry: `Location` names its new slug.' };

const consumesOf = (resource: ContentResource): string[] => (resource.json ? ['application/json'] : ['multipart/form-data']);

export const contentDocs = (resource: ContentResource) => {
  const entity = entitySchema(resource);
  const name = resource.tag;
  const bySlug: NonNullable<RouteDocs['responses']> = resource.slugFrom ? { 301: MOVED } : {};
  return {
    list: {
      summary: `List ${name} entries (all, or one page with any list query key)`,
      querystring: LIST_QUERY_SCHEMA,
      responses: {
        200: {
          description: 'The whole list, or one page of it.',
          schema: { anyOf: [{ type: 'array', items: entity }, pageSchema(entity)] },
        },
      },
    },
    read: {
      summary: `One ${name} entry by id${resource.slugFrom ? ' or slug' : ''}`,
      responses: { 200: { description: `The entry; its version in \`ETag\`.`, schema: entity }, ...bySlug, 404: NOT_FOUND },
    },
    create: {
      summary: `Create a ${name} entry`,
      body: writeSchema(resource, 'create'),
      consumes: consumesOf(resource),
      responses: { 201: { description: 'The new entry.', schema: entity }, 400: INVALID },
    },
    update: {
      summary: `Update a ${name} entry (fields left out keep their values)`,
      body: writeSchema(resource, 'edit'),
      consumes: consumesOf(resource),
      responses: {
        200: { description: 'The entry as saved.', schema: entity },
        400: INVALID,
        404: NOT_FOUND,
        409: { description: '`If-Match` names a version that is no longer current.', schema: MESSAGE_SCHEMA },
      },
    },
    remove: {
      summary: `Move a ${name} entry to the trash`,
      responses: { 200: { description: 'Deleted.', schema: MESSAGE_SCHEMA }, 404: NOT_FOUND },
    },
    bySlug: {
      summary: `One ${name} entry by slug`,
      responses: { 200: { description: 'The entry.', schema: entity }, 301: MOVED, 404: NOT_FOUND },
    },
  } satisfies Record<string, RouteDocs>;
};

/** GET /{entries}/page/:slug: a post or service page's entry and body in one reply. */
export const detailPageDocs = (entries: ContentResource, bodies: ContentResource): RouteDocs => {
  const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });
  return {
    summary: `A ${entries.tag} page: its entry and its ${bodies.tag} body`,
    responses: {
      200: {
        description: 'The entry and the body (either may be null when only the other exists).',
        schema: {
          type: 'object',
          properties: { entry: nullable(entitySchema(entries)), body: nullable(entitySchema(bodies)) },
          required: ['entry', 'body'],
        },
      },
      301: MOVED,
      404: NOT_FOUND,
    },
  };
};
