// A route group that only staff may call: the check is one preHandler hook on
// the group, never repeated in the handlers.

import type { FastifyInstance } from 'fastify';

export const staffOnly = (app: FastifyInstance, routes: (staff: FastifyInstance) => void | Promise<void>): void => {
  app.register(async (staff) => {
    staff.addHook('preHandler', staff.requireStaff);
    // The API description reads who may call each route from its config.
    staff.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'staff' };
    });
    await routes(staff);
  });
};
