// A route group that only staff may call: the check is one onRequest hook on the
// group, never repeated in the handlers. onRequest, not preHandler: a caller who is
// not staff is refused before a byte of the body is read or parsed.

import type { FastifyInstance } from 'fastify';

export const staffOnly = (app: FastifyInstance, routes: (staff: FastifyInstance) => void | Promise<void>): void => {
  app.register(async (staff) => {
    staff.addHook('onRequest', staff.requireStaff);
    // The API description reads who may call each route from its config.
    staff.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'staff' };
    });
    await routes(staff);
  });
};
