// The audit trail's one recorder: every write a signed-in staff account makes that succeeds gets an
// entry (who, what, when, from where), whatever route it took; reads never do. Routes record
// nothing themselves: audit-facts.ts names the action and the thing from the route, the fields sent
// and the reply, and a content update notes its entry as it was (http/audit-note.ts).
// It records in onSend, before the reply leaves: a client told "done" finds its change in the trail.
// The change is committed by then, so a failed entry is logged and never fails the reply.
// Entries older than a year go: once the server listens and then every hour (as the trash's purge).

import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { auditFactsOf } from '../audit/audit-facts';
import { purgeExpiredAudit, recordAuditEntry } from '../audit/audit-repository';
import { bodyRecord } from '../http/validation';
import { sweepHourly } from './hourly-sweep';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const isWrite = (request: FastifyRequest): boolean => WRITES.has(request.method);

export default fp(
  async (app) => {
    // The routes' patterns carry the API's mount path ('/api/blog/:id'); the trail's table names them without it.
    const mount = app.prefix;
    const replies = new WeakMap<FastifyRequest, Record<string, unknown>>();

    app.addHook('preSerialization', async (request, _reply, payload) => {
      if (isWrite(request) && typeof payload === 'object' && payload !== null && !Array.isArray(payload)) {
        replies.set(request, payload as Record<string, unknown>);
      }
      return payload;
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const user = request.user;
      if (!isWrite(request) || reply.statusCode >= 400 || user?.role !== 'staff') return payload;
      try {
        const pattern = request.routeOptions.url ?? '';
        const route = pattern.slice(mount.length).replace(/\/$/, '') || '/';
        const facts = auditFactsOf({
          method: request.method,
          route,
          params: (request.params ?? {}) as Record<string, string>,
          input: request.auditNote?.input ?? bodyRecord(request.body),
          before: request.auditNote?.before,
          reply: replies.get(request),
          userId: user._id,
        });
        const userAgent = request.headers['user-agent'];
        if (facts) {
          await recordAuditEntry(app.db, {
            ...facts,
            userId: user._id,
            userEmail: user.email,
            ip: request.ip,
            userAgent: typeof userAgent === 'string' ? userAgent : '',
          });
        }
      } catch (error) {
        request.log.error({ err: error }, 'could not write an audit trail entry');
      }
      return payload;
    });

    sweepHourly(
      app,
      async () => {
        const count = await purgeExpiredAudit(app.db);
        if (count > 0) app.log.info({ count }, 'purged audit trail entries older than a year');
      },
      'could not purge the audit trail; trying again within the hour',
    );
  },
  { name: 'audit', dependencies: ['db'], fastify: '5.x' },
);
