// Builds an admin resource of this remote from the shared tables: its area and
// routes (ADMIN_AREAS), messages (resourceMessages), schema (contentSchemas),
// request format and image folder (CONTENT_RESOURCES) and its API hooks
// (contentResourceApi). A feature adds only what is its own: noun, columns, fields and durations.

import type { ContentEntities, ContentResourceKey } from '@agency/shared/contract';
import { contentResourceApi, contentResourceBasics, type AdminResource } from '@agency/shared/admin';

/** The content resources this remote manages: all but the people (team, testimonials: mf-admin-people). */
export type ManagedKey = Exclude<ContentResourceKey, 'team' | 'testimonial'>;

type OwnParts<T extends { _id: string }> = Omit<AdminResource<T>, 'area' | 'messages' | 'schema' | 'api' | 'json' | 'publishable'>;

export const contentResource = <K extends ManagedKey>(key: K, parts: OwnParts<ContentEntities[K]>): AdminResource<ContentEntities[K]> => {
  const { publicationFields, ...basics } = contentResourceBasics(key);
  return { ...basics, api: contentResourceApi(key), ...parts, fields: [...parts.fields, ...publicationFields] };
};

/** The image folder of a resource (product §3). */
export { imageKindOf } from '@agency/shared/admin';
