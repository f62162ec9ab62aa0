// An entry's history (issue 19, staff only), beside the resource's own routes:
// GET /{path}/:id/revisions lists who saved each version and when (newest first);
// GET /{path}/:id/revisions/:number answers one with the entry's fields as they were;
// POST /{path}/:id/revisions/:number/restore saves those fields again as a new revision,
// refused with 409 when `If-Match` names a version that is no longer current.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiMessages } from '@agency/shared/contract/messages';
import type { Revision } from '@agency/shared/contract/revisions';
import type { ContentResource } from '@agency/shared/contract/resources';
import { followsHeading } from '@agency/shared/contract/seo';
import type { ContentRepository } from '../content/content-repository';
import { toEntity, type Entity, type Row } from '../persistence/entity-mapper';
import { slugify } from '../persistence/slugs';
import { withVersion } from '../http/with-version';
import { isObjectId } from '../db/ids';
import { assertVersion, versionCondition } from '../http/if-match';
import { notFound, ReplyError } from '../http/reply-error';
import { findRevision, listRevisions } from './revision-repository';

type EntryRequest = FastifyRequest<{ Params: { id: string } }>;
type RevisionRequest = FastifyRequest<{ Params: { id: string; number: string } }>;

/**
 * Columns a restore leaves as they are: the entry's identity and stamps, its address (it follows
 * the restored title, as on any save, unless staff chose it: see chosenSlug) and its publication
 * state (publishing is its own decision).
 */
const KEPT_ON_RESTORE = new Set(['_id', 'createdAt', 'updatedAt', 'slug', 'state', 'publishAt']);

/** The revision's values of the columns the entry has now: a column added since keeps its value, one dropped is skipped. */
export const restoredValues =
  (kept: Row) =>
  (current: Row): Record<string, unknown> =>
    Object.fromEntries(Object.entries(kept).filter(([column]) => Object.hasOwn(current, column) && !KEPT_ON_RESTORE.has(column)));

/** The entry's slug when staff chose it (it does not follow its heading): a restore keeps it, as a save that does not send it would. */
export const chosenSlug = (resource: ContentResource, entry: Entity): string | undefined => {
  const slug = typeof entry.slug === 'string' ? entry.slug : '';
  if (!resource.slugFrom || !slug) return undefined;
  return followsHeading(slug, slugify(String(entry[resource.slugFrom] ?? ''))) ? undefined : slug;
};

const badId = () => new ReplyError(400, { message: apiMessages.invalidId });

const entryId = (id: string): string => {
  if (!isObjectId(id)) throw badId();
  return id;
};

const revisionNumber = (text: string): number => {
  if (!/^[1-9][0-9]{0,8}$/.test(text)) throw badId();
  return Number(text);
};

export const revisionRoutes = (staff: FastifyInstance, repo: ContentRepository): void => {
  const existing = async (id: string): Promise<Entity> => {
    const entity = await repo.findById(entryId(id), 'staff');
    if (!entity) throw notFound();
    return entity;
  };
  const revisionOf = async (request: RevisionRequest) => {
    const entity = await existing(request.params.id);
    const id = entity._id;
    const number = revisionNumber(request.params.number);
    const found = await findRevision(staff.db, id, number);
    if (!found) throw notFound();
    return { id, entity, number, ...found };
  };

  staff.get('/:id/revisions', { config: { permission: 'admin.read' } }, async (request: EntryRequest) =>
    listRevisions(staff.db, (await existing(request.params.id))._id),
  );

  staff.get('/:id/revisions/:number', { config: { permission: 'admin.read' } }, async (request: RevisionRequest): Promise<Revision> => {
    const { summary, row } = await revisionOf(request);
    return { ...summary, entry: toEntity(repo.resource, repo.storage, row) };
  });

  staff.post('/:id/revisions/:number/restore', { config: { permission: 'content.edit' } }, async (request: RevisionRequest, reply) => {
    const condition = versionCondition(request);
    const { id, entity, number, row } = await revisionOf(request);
    // The revision keeps its files (they outlive the sweeps while it exists), so nothing is removed here.
    const result = await repo.update(
      id,
      restoredValues(row),
      () => ({ columns: {}, replaced: [] }),
      (current) => assertVersion(condition, current.updatedAt),
      { author: { authorId: request.user!._id, restoredFrom: number }, slug: chosenSlug(repo.resource, entity) },
    );
    if (!result) throw notFound();
    return withVersion(reply, result.entity);
  });
};
