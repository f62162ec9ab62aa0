// Staff-only account management: GET /users (every account, or one page searched and
// sorted), DELETE /users/:id,
// PUT /users/:id/role `{ role }`. Nobody deletes themselves, and the last staff
// account can be neither deleted nor demoted, so the admin never locks itself out.

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { apiMessages } from '@agency/shared/contract/messages';
import { roleChangeSchema } from '@agency/shared/contract/schemas/auth';
import { isObjectId, isoNow } from '../../db/ids';
import { readListQuery, wantsPage } from '../../http/list-query';
import { notFound, ReplyError } from '../../http/reply-error';
import { staffOnly } from '../../http/staff-only';
import { bodyRecord, validateOrThrow } from '../../http/validation';
import { findUserById, listUsers, listUsersPage, lockStaff, toUser, USER_LIST_SPEC } from '../../users/user-repository';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

const lastStaff = () => new ReplyError(409, { message: apiMessages.lastStaff });

const usersRoutes: FastifyPluginAsync = async (app) => {
  staffOnly(app, (staff) => {
    staff.get('/', async (request) =>
      wantsPage(request) ? listUsersPage(app.db, readListQuery(request, USER_LIST_SPEC)) : (await listUsers(app.db)).map(toUser),
    );

    staff.delete('/:id', async (request: IdRequest) => {
      const { id } = request.params;
      if (id === request.user?._id) throw new ReplyError(400, { message: apiMessages.cannotDeleteSelf });
      if (!isObjectId(id)) throw notFound();
      await app.db.transaction().execute(async (trx) => {
        const staffCount = await lockStaff(trx, app.dbEngine);
        const user = await findUserById(trx, id);
        if (!user) throw notFound();
        if (user.role === 'staff' && staffCount <= 1) throw lastStaff();
        await trx.deleteFrom('users').where('_id', '=', id).execute();
      });
      return { message: apiMessages.deleted };
    });

    staff.put('/:id/role', async (request: IdRequest) => {
      const { id } = request.params;
      if (!isObjectId(id)) throw notFound();
      const { role } = await validateOrThrow(roleChangeSchema, bodyRecord(request.body));
      const updated = await app.db.transaction().execute(async (trx) => {
        const staffCount = await lockStaff(trx, app.dbEngine);
        const user = await findUserById(trx, id);
        if (!user) throw notFound();
        if (user.role === 'staff' && role !== 'staff' && staffCount <= 1) throw lastStaff();
        const changes = { role, updatedAt: isoNow() };
        await trx.updateTable('users').set(changes).where('_id', '=', id).execute();
        return { ...user, ...changes };
      });
      return toUser(updated);
    });
  });
};

export default usersRoutes;
