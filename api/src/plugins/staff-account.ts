// Makes sure a staff account exists once the database and auth are up.

import fp from 'fastify-plugin';
import type { ApiOptions } from '../config';
import { ensureStaffAccount } from '../users/staff-account';

export default fp<ApiOptions>(
  async (app, options) => {
    await ensureStaffAccount(app.db, app.passwords, options);
  },
  { name: 'staff-account', dependencies: ['db', 'auth'], fastify: '5.x' },
);
