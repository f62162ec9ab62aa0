// An entry as a reply, tagged with its version (ETag) for the edit form's `If-Match`.

import type { FastifyReply } from 'fastify';
import { entityVersionTag } from '@agency/shared/contract/entity-version';
import type { Entity } from '../persistence/entity-mapper';

export const withVersion = (reply: FastifyReply, entity: Entity): Entity => {
  if (typeof entity.updatedAt === 'string') reply.header('ETag', entityVersionTag(entity.updatedAt));
  return entity;
};
