// GET /dashboard (staff): what the admin's first screen shows of the content: drafts, scheduled
// entries and the entries changed last, each with who saved it last. Every role that opens the
// admin reads it (authors see their own drafts there).

import type { FastifyPluginAsync } from 'fastify';
import type { DashboardReply } from '@agency/shared/contract/dashboard';
import { readDashboard } from '../../dashboard/dashboard-repository';
import { staffOnly } from '../../http/staff-only';

const dashboardRoutes: FastifyPluginAsync = async (app) => {
  staffOnly(app, (staff) => {
    staff.get('/', { config: { permission: 'admin.read' } }, async (): Promise<DashboardReply> => readDashboard(app.db));
  });
};

export default dashboardRoutes;
