// Who may call a staff route, by role (product §6): each route declares the permission it needs in
// its config (`config: { permission: 'content.publish' }`, or a list of which any one will do);
// a staff route that declares none is the editors' and owners'. The check runs in onRequest after
// the sign-in check, so a refused role never gets its body read.

import type { FastifyRequest } from 'fastify';
import { roleMessages } from '@agency/shared/contract/messages';
import { DEFAULT_STAFF_PERMISSION, roleCan, type Permission } from '@agency/shared/contract/staff-roles';
import { ReplyError } from './reply-error';
import type { UserRow } from '../users/user-repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a staff route needs (any one of a list); none declared: DEFAULT_STAFF_PERMISSION. */
    permission?: Permission | readonly Permission[];
  }
}

/** The permissions a route accepts, any one of which lets the caller in. */
export const acceptedPermissions = (declared: Permission | readonly Permission[] | undefined): readonly Permission[] =>
  declared === undefined ? [DEFAULT_STAFF_PERMISSION] : [declared].flat();

/** Whether the account may do `permission`: a staff account whose role allows it. */
export const userCan = (user: UserRow | null | undefined, permission: Permission): boolean =>
  user?.role === 'staff' && roleCan(user.staffRole, permission);

/** 403 saying why, for a role that may not do `permission`. */
export const roleDenied = (permission: Permission, message: string = roleMessages.notAllowed[permission]): ReplyError =>
  new ReplyError(403, { message, permission });

export const assertCan = (request: FastifyRequest, permission: Permission): void => {
  if (!userCan(request.user, permission)) throw roleDenied(permission);
};

/** onRequest hook of every staff route (after requireStaff): the caller's role must allow what the route declares. */
export const requireRoutePermission = async (request: FastifyRequest): Promise<void> => {
  const accepted = acceptedPermissions(request.routeOptions.config.permission);
  if (!accepted.some((permission) => userCan(request.user, permission))) throw roleDenied(accepted[0]);
};
