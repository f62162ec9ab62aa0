// Builds an admin resource of this remote from the shared tables: its area and
// routes (ADMIN_AREAS), messages (resourceMessages), schema (contentSchemas),
// request format and image folder (CONTENT_RESOURCES) and its API hooks. A
// feature adds only what is its own: noun, columns, fields and durations.

import { adminArea, CONTENT_RESOURCES, isPublishable } from '@agency/shared/contract';
import { resourceMessages } from '@agency/shared/contract/messages';
import { contentSchemas } from '@agency/shared/schemas';
import { publicationFieldDefs, type AdminResource, type ResourceApi } from '@agency/shared/admin';
import { RESOURCE_HOOKS, type ManagedEntities, type ManagedKey } from './resource-hooks';

type OwnParts<T extends { _id: string }> = Omit<AdminResource<T>, 'area' | 'messages' | 'schema' | 'api' | 'json' | 'publishable'>;

export const contentResource = <K extends ManagedKey>(key: K, parts: OwnParts<ManagedEntities[K]>): AdminResource<ManagedEntities[K]> => ({
  area: adminArea(key),
  messages: resourceMessages[key],
  schema: contentSchemas[key],
  json: CONTENT_RESOURCES[key].json === true,
  // Checked per key where RESOURCE_HOOKS is declared; indexing by a generic key loses that.
  api: RESOURCE_HOOKS[key] as ResourceApi<ManagedEntities[K]>,
  ...parts,
  // Content with a public page has a state (issue 19): controls in the publish panel, a column and a filter in the list.
  publishable: isPublishable(key),
  fields: isPublishable(key) ? [...parts.fields, ...publicationFieldDefs()] : parts.fields,
});

/** The image folder of a resource (product §3). */
export const imageKindOf = (key: ManagedKey) => {
  const kind = CONTENT_RESOURCES[key].imageKind;
  if (!kind) throw new Error(`${key} has no images`);
  return kind;
};
