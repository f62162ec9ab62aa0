// The trash of content entries and contact messages (issue 21, staff only; a message only for the inbox's roles). GET /trash?page=&limit=&q= lists
// deleted entries, most recent first (q: words of the title); POST /trash/:id/restore puts one back under its
// id (a slug taken meanwhile becomes the next free one: the reply says so);
// DELETE /trash/:id removes it and its images for good. The purge after 30 days is
// plugins/trash-purge.ts.

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { apiMessages } from '@agency/shared/contract/messages';
import { isObjectId } from '../../db/ids';
import { readListQuery } from '../../http/list-query';
import { notFound } from '../../http/reply-error';
import { staffOnly } from '../../http/staff-only';
import { listTrash, purgeFromTrash, restoreFromTrash, trashItemResource } from '../../trash/trash-repository';
import { CONTACT_TRASH_RESOURCE } from '../../trash/trashed-contacts';
import { changedPagePaths } from '../../indexnow/indexnow-urls';
import { assertCan, userCan } from '../../http/permissions';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

/** The trash lists in one order only (most recently deleted first). */
const TRASH_LIST = { sorts: { deletedAt: 'desc' } } as const;

const trashRoutes: FastifyPluginAsync = async (app) => {
  staffOnly(app, (staff) => {
    staff.get('/', { config: { permission: 'admin.read' } }, async (request) => {
      const { page, limit, q } = readListQuery(request, TRASH_LIST);
      return listTrash(app.db, { page, limit, q, contacts: userCan(request.user, 'contacts.read') });
    });

    /** A trashed contact message is the inbox's: restoring or deleting it takes the right to delete messages. */
    const assertMayTouch = async (request: IdRequest): Promise<void> => {
      const resource = isObjectId(request.params.id) ? await trashItemResource(app.db, request.params.id) : undefined;
      if (resource === CONTACT_TRASH_RESOURCE) assertCan(request, 'contacts.manage');
    };

    staff.post('/:id/restore', { config: { permission: 'content.delete' } }, async (request: IdRequest) => {
      await assertMayTouch(request);
      const restored = isObjectId(request.params.id)
        ? await restoreFromTrash(app.db, request.params.id, (trx, rows) =>
            // Search engines should fetch a published entry's page again.
            app.indexNow.queue(
              trx,
              rows.flatMap(({ resource, row }) => changedPagePaths(resource, undefined, row)),
            ),
          )
        : undefined;
      if (!restored) throw notFound();
      app.indexNow.wake();
      return restored;
    });

    staff.delete('/:id', { config: { permission: 'content.delete' } }, async (request: IdRequest) => {
      await assertMayTouch(request);
      const id = request.params.id;
      const purged = isObjectId(id) && (await purgeFromTrash(app.db, id, (kind, names) => app.media.remove(kind, names)));
      if (!purged) throw notFound();
      return { message: apiMessages.deleted };
    });
  });
};

export default trashRoutes;
