// A route group that only staff may call: the check is one onRequest hook on the
// group, never repeated in the handlers. onRequest, not preHandler: a caller who is
// not staff, or whose role may not use the route (its `config.permission`), is refused
// before a byte of the body is read or parsed.

import type { FastifyInstance } from 'fastify';
import { requireRoutePermission } from './permissions';
import { namedPlugin } from './plugin-name';

export const staffOnly = (app: FastifyInstance, routes: (staff: FastifyInstance) => void | Promise<void>): void => {
  app.register(
    namedPlugin('staff only', async (staff) => {
      staff.addHook('onRequest', staff.requireStaff);
      staff.addHook('onRequest', requireRoutePermission);
      // The API description reads who may call each route from its config.
      staff.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: 'staff' };
      });
      await routes(staff);
    }),
  );
};
