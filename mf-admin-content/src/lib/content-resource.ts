// Builds an admin resource of this remote from the shared tables: its area and
// routes (ADMIN_AREAS), messages (resourceMessages), schema (contentSchemas),
// request format and image folder (CONTENT_RESOURCES) and its API hooks
// (contentResourceApi). A feature adds only what is its own: noun, columns, fields and durations.

import { adminArea, CONTENT_RESOURCES, isPublishable, type ContentEntities, type ContentResourceKey } from '@agency/shared/contract';
import { resourceMessages } from '@agency/shared/contract/messages';
import { contentSchemas } from '@agency/shared/schemas';
import { contentResourceApi, publicationFieldDefs, type AdminResource } from '@agency/shared/admin';

/** The content resources this remote manages: all but the people (team, testimonials: mf-admin-people). */
export type ManagedKey = Exclude<ContentResourceKey, 'team' | 'testimonial'>;

type OwnParts<T extends { _id: string }> = Omit<AdminResource<T>, 'area' | 'messages' | 'schema' | 'api' | 'json' | 'publishable'>;

/** What every content resource of this remote takes from the shared tables by its key alone. */
export const resourceBasics = (key: ManagedKey) => ({
  area: adminArea(key),
  messages: resourceMessages[key],
  schema: contentSchemas[key],
  json: CONTENT_RESOURCES[key].json === true,
  // Content with a public page has a state (issue 19): controls in the publish panel, a column and a filter in the list.
  publishable: isPublishable(key),
  publicationFields: isPublishable(key) ? publicationFieldDefs() : [],
});

export const contentResource = <K extends ManagedKey>(key: K, parts: OwnParts<ContentEntities[K]>): AdminResource<ContentEntities[K]> => {
  const { publicationFields, ...basics } = resourceBasics(key);
  return { ...basics, api: contentResourceApi(key), ...parts, fields: [...parts.fields, ...publicationFields] };
};

/** The image folder of a resource (product §3). */
export const imageKindOf = (key: ManagedKey) => {
  const kind = CONTENT_RESOURCES[key].imageKind;
  if (!kind) throw new Error(`${key} has no images`);
  return kind;
};
