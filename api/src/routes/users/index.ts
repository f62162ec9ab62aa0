// Account management, owners only (users.manage): GET /users (every account, or one page searched
// and sorted), DELETE /users/:id, PUT /users/:id/role `{ role }` (a staff role, `member`, or
// `staff`). Nobody deletes themselves, and the last owner can be neither deleted nor given another
// role, so the admin never locks itself out.

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { apiMessages, roleMessages } from '@agency/shared/contract/messages';
import { roleChangeSchema } from '@agency/shared/contract/schemas/auth';
import { isStaffRole, type StaffRole } from '@agency/shared/contract/staff-roles';
import type { Role } from '@agency/shared/contract/entities';
import { isObjectId, isoNow } from '../../db/ids';
import { readListQuery, wantsPage } from '../../http/list-query';
import { notFound, ReplyError } from '../../http/reply-error';
import { staffOnly } from '../../http/staff-only';
import { bodyRecord, validateOrThrow } from '../../http/validation';
import {
  findUserById,
  listUsers,
  listUsersPage,
  lockOwners,
  staffRoleOf,
  toUser,
  USER_LIST_SPEC,
  type UserRow,
} from '../../users/user-repository';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

const lastOwner = () => new ReplyError(409, { message: roleMessages.lastOwner });

/** The account's role and staff role after a change to `asked`. */
const rolesAfter = (user: UserRow, asked: string): { role: Role; staffRole: StaffRole | null } => {
  if (isStaffRole(asked)) return { role: 'staff', staffRole: asked };
  if (asked === 'staff') return { role: 'staff', staffRole: staffRoleOf(user) ?? 'owner' };
  return { role: 'member', staffRole: null };
};

const usersRoutes: FastifyPluginAsync = async (app) => {
  staffOnly(app, (staff) => {
    const manage = { config: { permission: 'users.manage' as const } };
    staff.get('/', manage, async (request) =>
      wantsPage(request) ? listUsersPage(app.db, readListQuery(request, USER_LIST_SPEC)) : (await listUsers(app.db)).map(toUser),
    );

    staff.delete('/:id', manage, async (request: IdRequest) => {
      const { id } = request.params;
      if (id === request.user?._id) throw new ReplyError(400, { message: apiMessages.cannotDeleteSelf });
      if (!isObjectId(id)) throw notFound();
      await app.db.transaction().execute(async (trx) => {
        const owners = await lockOwners(trx, app.dbEngine);
        const user = await findUserById(trx, id);
        if (!user) throw notFound();
        if (staffRoleOf(user) === 'owner' && owners <= 1) throw lastOwner();
        await trx.deleteFrom('users').where('_id', '=', id).execute();
      });
      return { message: apiMessages.deleted };
    });

    staff.put('/:id/role', manage, async (request: IdRequest) => {
      const { id } = request.params;
      if (!isObjectId(id)) throw notFound();
      const { role } = await validateOrThrow(roleChangeSchema, bodyRecord(request.body));
      const updated = await app.db.transaction().execute(async (trx) => {
        const owners = await lockOwners(trx, app.dbEngine);
        const user = await findUserById(trx, id);
        if (!user) throw notFound();
        const changes = { ...rolesAfter(user, role), updatedAt: isoNow() };
        if (staffRoleOf(user) === 'owner' && changes.staffRole !== 'owner' && owners <= 1) throw lastOwner();
        await trx.updateTable('users').set(changes).where('_id', '=', id).execute();
        return { ...user, ...changes };
      });
      return toUser(updated);
    });
  });
};

export default usersRoutes;
