// Reading `If-Match` (RFC 9110 §13.1.1) for optimistic concurrency: the PUT of an
// edit form names the version it started from; a different current version means
// someone else saved in between, and the save is refused instead of overwriting.

import type { FastifyRequest } from 'fastify';
import { apiMessages } from '@agency/shared/contract/messages';
import { entityVersionTag } from '@agency/shared/contract/entity-version';
import { ReplyError } from './reply-error';

/** The versions the client accepts: undefined when it sent no `If-Match` (any version goes). */
export type VersionCondition = { any: true } | { tags: string[] } | undefined;

export const versionCondition = (request: FastifyRequest): VersionCondition => {
  const header = request.headers['if-match'];
  const raw = Array.isArray(header) ? header.join(',') : header;
  if (raw === undefined || raw.trim() === '') return undefined;
  if (raw.trim() === '*') return { any: true };
  // Strong comparison: weak tags (W/"…") never match, as the RFC requires for If-Match.
  const tags = raw.match(/(?:W\/)?"[^"]*"/g) ?? [];
  return { tags: tags.filter((tag) => !tag.startsWith('W/')) };
};

export const conflict = (): ReplyError => new ReplyError(409, { message: apiMessages.conflict });

/** Throws the 409 when the entry's current version is not one the client accepts. */
export const assertVersion = (condition: VersionCondition, updatedAt: unknown): void => {
  if (!condition || 'any' in condition) return;
  if (typeof updatedAt !== 'string' || !condition.tags.includes(entityVersionTag(updatedAt))) throw conflict();
};
