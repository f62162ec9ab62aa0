// The audit trail (owners only: audit.read): GET /audit answers a page of entries, newest first,
// filtered by account, action, resource type and a range of days; GET /audit.csv the same filters'
// entries as a spreadsheet. The entries themselves are written by plugins/audit.ts.

import type { FastifyPluginAsync } from 'fastify';
import { auditCsvFileName, auditCsvStream } from '../../audit/audit-csv';
import { readAuditQuery } from '../../audit/audit-query';
import { listAudit } from '../../audit/audit-repository';
import { staffOnly } from '../../http/staff-only';

const auditRoutes: FastifyPluginAsync = async (app) => {
  staffOnly(app, (staff) => {
    const owners = { config: { permission: 'audit.read' as const } };

    staff.get('/audit', owners, async (request) => {
      const { filter, page, limit } = readAuditQuery(request.query);
      return { ...(await listAudit(app.db, filter, page, limit)), page, limit };
    });

    staff.get('/audit.csv', owners, async (request, reply) => {
      const { filter } = readAuditQuery(request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${auditCsvFileName()}"`)
        .header('cache-control', 'no-store')
        .send(auditCsvStream(app.db, filter));
    });
  });
};

export default auditRoutes;
