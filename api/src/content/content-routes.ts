// The one CRUD route factory of the content resources (product §7): public reads,
// staff-only writes. Route modules call it with their resource and add extras.

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiMessages } from '@agency/shared/contract/messages';
import type { ContentResource } from '@agency/shared/contract/resources';
import { isObjectId } from '../db/ids';
import { audienceOf } from '../http/audience';
import { assertVersion, versionCondition } from '../http/if-match';
import { readListQuery, wantsPage } from '../http/list-query';
import { notFound } from '../http/reply-error';
import { redirectToSlug } from '../http/slug-redirect';
import { staffOnly } from '../http/staff-only';
import { RICH_TEXT_JSON_BODY_LIMIT } from '../http/body-limits';
import { CONTENT_STORAGE, contentListSpec } from '../persistence/content-storage';
import { ContentRepository, type Audience, type ImageColumns } from './content-repository';
import { imageAltsOf, imageNamesOf, type Entity, type Row } from '../persistence/entity-mapper';
import { prepareWrite, type PreparedWrite } from './prepare-write';
import { imageOptional } from './publish-rules';
import { SLUG_PATTERN } from '../persistence/slugs';
import { SOCIAL_IMAGE } from '../persistence/stored-social-image';
import { replacedSocialImage, storeSocialImage } from './social-image';
import { storeUploads } from './store-uploads';
import { withVersion } from '../http/with-version';
import { noteAuditBefore } from '../http/audit-note';
import { contentDocs, readAccessOf } from '../openapi/content-docs';
import { revisionRoutes } from '../revisions/revision-routes';
import { readWriteInput } from './write-input';
import { assertMayWrite } from './write-policy';
import { changedPagePaths } from '../indexnow/indexnow-urls';
import { hasSeoFields } from '@agency/shared/contract/content-model';
import { isPublishable } from '@agency/shared/contract/publication';
import type { Permission } from '@agency/shared/contract/staff-roles';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

/** One alt text per picture: those sent, '' for any picture they leave out (JSON, for the column). */
const alignedAlts = (alts: readonly string[], count: number): string =>
  JSON.stringify(Array.from({ length: count }, (_, index) => alts[index] ?? ''));

/** The image columns after an update, and the pictures (image or images) it stops using. */
const pictureChanges = (
  resource: ContentResource,
  prepared: PreparedWrite,
  stored: string[],
  current: Row,
): { columns: ImageColumns; replaced: string[] } => {
  const existing = imageNamesOf(resource, current);
  if (resource.images === 'single') {
    if (stored.length > 0) return { columns: { image: stored[0] }, replaced: existing };
    if (prepared.removeImage) return { columns: { image: null }, replaced: existing };
    return { columns: {}, replaced: [] };
  }
  if (resource.images === 'many') {
    const removed = existing.filter((name) => prepared.removedImages.includes(name));
    const kept = existing.filter((name) => !removed.includes(name));
    // Alt texts sent name the pictures as the editor lists them (kept, then new); else the kept keep theirs.
    const storedAlts = imageAltsOf(current, existing.length);
    const altOf = new Map(existing.map((name, index) => [name, storedAlts[index]]));
    const fallback = [...kept.map((name) => altOf.get(name) ?? ''), ...stored.map(() => '')];
    return {
      columns: {
        images: JSON.stringify([...kept, ...stored]),
        imageAlts: alignedAlts(prepared.imageAlts ?? fallback, kept.length + stored.length),
      },
      replaced: removed,
    };
  }
  return { columns: {}, replaced: [] };
};

/** The image columns after an update, and the files it stops using (its social image's too). */
const imageChanges =
  (resource: ContentResource, prepared: PreparedWrite, stored: string[], values: Record<string, unknown>) =>
  (current: Row): { columns: ImageColumns; replaced: string[] } => {
    const { columns, replaced } = pictureChanges(resource, prepared, stored, current);
    return { columns, replaced: [...replaced, ...replacedSocialImage(current, values)] };
  };

const newImageColumns = (resource: ContentResource, prepared: PreparedWrite, stored: string[]): ImageColumns => {
  // A draft may have no picture yet: '' where the column holds text, null where it may be empty (FAQs).
  if (resource.images === 'single') return { image: stored[0] ?? (imageOptional(resource) ? null : '') };
  if (resource.images === 'many')
    return { images: JSON.stringify(stored), imageAlts: alignedAlts(prepared.imageAlts ?? [], stored.length) };
  return {};
};

/** Who reads: only the content with a public page has states, so only its reads look at the caller. */
const audienceFor = async (
  app: FastifyInstance,
  repo: ContentRepository,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Audience> => (repo.storage.publishable ? audienceOf(app, request, reply) : 'visitor');

/** Sends the entry at `slug` the caller may see, or a 301 to where a renamed entry lives now, or 404. */
export const sendBySlug = async (
  app: FastifyInstance,
  repo: ContentRepository,
  slug: string,
  request: FastifyRequest,
  reply: FastifyReply,
  audience?: Audience,
) => {
  if (!SLUG_PATTERN.test(slug)) throw notFound();
  const reader = audience ?? (await audienceFor(app, repo, request, reply));
  const entity = await repo.findBySlug(slug, reader);
  if (entity) return withVersion(reply, entity);
  const current = await repo.currentSlugOf(slug, reader);
  if (current) return redirectToSlug(request, reply, current);
  throw notFound();
};

export const contentRoutes = (app: FastifyInstance, resource: ContentResource): ContentRepository => {
  const storage = CONTENT_STORAGE[resource.key];
  const repo = new ContentRepository(app.db, app.dbEngine, resource, storage);
  // Pages whose public address changed are submitted to IndexNow (when on), queued with the change.
  repo.onEntryWrite = (trx, before, after) => app.indexNow.queue(trx, changedPagePaths(resource.key, before, after));
  const kind = resource.imageKind;
  const removeFiles = async (names: string[]) => {
    if (kind && names.length > 0) await app.media.remove(kind, names);
  };

  /** Stores a write's new pictures (its images, then its social image); the values name the social image. */
  const storeFiles = async (prepared: PreparedWrite) => {
    const stored = await storeUploads(app.media, resource, prepared.uploads);
    const social = await storeSocialImage(app.media, resource.imageKind, prepared.socialUpload).catch(async (error: unknown) => {
      await removeFiles(stored);
      throw error;
    });
    const values = social[0] ? { ...prepared.values, [SOCIAL_IMAGE]: social[0] } : prepared.values;
    return { stored, values, files: [...stored, ...social] };
  };

  // Writes are staff's: they find the entry in any state.
  const findOr404 = async (id: string): Promise<Entity> => {
    const entity = isObjectId(id) ? await repo.findById(id, 'staff') : undefined;
    if (!entity) throw notFound();
    return entity;
  };

  // The brief's call answers the whole list (product §7, kept for compatibility: its cost grows with
  // the table); any of page, limit, sort, order, q, state, from or to answers one page and the total instead.
  const listSpec = contentListSpec(storage);
  const docs = contentDocs(resource);
  const read = readAccessOf(resource);
  // Visitors get published entries only; staff every state (issue 19).
  app.get('/', { config: { docs: docs.list, access: read } }, async (request, reply) => {
    const paged = wantsPage(request) ? readListQuery(request, listSpec) : undefined;
    const audience = await audienceFor(app, repo, request, reply);
    return paged ? repo.listPage(paged, audience) : repo.list(audience);
  });

  app.get('/:id', { config: { docs: docs.read, access: read } }, async (request: IdRequest, reply) => {
    const { id } = request.params;
    const audience = await audienceFor(app, repo, request, reply);
    if (isObjectId(id)) {
      const entity = await repo.findById(id, audience);
      if (entity) return withVersion(reply, entity);
    }
    // Blog and services pages link by slug: the same route answers both.
    if (resource.slugFrom) return sendBySlug(app, repo, id, request, reply, audience);
    throw notFound();
  });

  staffOnly(app, (staff) => {
    // Writes carry a rich-text description: the one body that needs more than a few KB.
    // Who may write (product §6): authors draft entries with a public page, SEO specialists change SEO fields;
    // assertMayWrite then holds each to their part.
    const drafts = isPublishable(resource.key);
    const creates: Permission = drafts ? 'content.draft' : 'content.edit';
    const edits: Permission[] = [creates, ...(hasSeoFields(resource.key) ? (['content.seo'] as const) : [])];
    const write = (described: (typeof docs)[keyof typeof docs], permission: Permission | Permission[]) => ({
      bodyLimit: RICH_TEXT_JSON_BODY_LIMIT,
      config: { docs: described, permission },
    });
    staff.post('/', write(docs.create, creates), async (request, reply) => {
      const input = await readWriteInput(request, resource.json === true);
      await assertMayWrite(app, request, resource, input);
      const prepared = await prepareWrite(resource, storage, input, 'create');
      const { stored, values, files } = await storeFiles(prepared);
      try {
        const entity = await repo.create(values, newImageColumns(resource, prepared, stored), {
          author: { authorId: request.user!._id },
          slug: prepared.slug,
        });
        app.media.settle(files);
        app.indexNow.wake();
        return reply.code(201).send(entity);
      } catch (error) {
        await removeFiles(files);
        throw error;
      }
    });

    staff.put('/:id', write(docs.update, edits), async (request: IdRequest, reply) => {
      const existing = await findOr404(request.params.id);
      noteAuditBefore(request, existing);
      // A stale copy is refused before its uploads are read, and again on the locked row.
      const condition = versionCondition(request);
      assertVersion(condition, existing.updatedAt);
      const input = await readWriteInput(request, resource.json === true);
      await assertMayWrite(app, request, resource, input, existing);
      const prepared = await prepareWrite(resource, storage, input, 'edit', existing);
      const { stored, values, files } = await storeFiles(prepared);
      // Until the update commits, the new files belong to nobody: remove them on any failure.
      const result = await repo
        .update(
          existing._id,
          values,
          imageChanges(resource, prepared, stored, values),
          (current) => assertVersion(condition, current.updatedAt),
          { author: { authorId: request.user!._id }, slug: prepared.slug },
        )
        .catch(async (error: unknown) => {
          await removeFiles(files);
          throw error;
        });
      if (!result) {
        await removeFiles(files);
        throw notFound();
      }
      app.media.settle(files);
      app.indexNow.wake();
      // Content with a history keeps the files its earlier revisions show; the orphan sweep takes them once no revision does.
      if (!repo.keepsRevisions) await removeFiles(result.replacedImages);
      return withVersion(reply, result.entity);
    });

    // The entry goes to the trash with its images (restorable for 30 days); the reply is the brief's.
    staff.delete('/:id', { config: { docs: docs.remove, permission: 'content.delete' } }, async (request: IdRequest) => {
      const row = isObjectId(request.params.id) ? await repo.remove(request.params.id, request.user!.email) : undefined;
      if (!row) throw notFound();
      app.indexNow.wake();
      return { message: apiMessages.deleted };
    });

    if (repo.keepsRevisions) revisionRoutes(staff, repo);
  });

  return repo;
};
