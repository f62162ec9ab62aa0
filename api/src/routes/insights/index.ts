// POST /insights/events: the visitor script's beacons (public, rate-limited per address). The body
// is read as text (sendBeacon sends text/plain, which needs no preflight) and checked strictly; the
// events are answered at once (202) and written in batches. A beacon from a bot, from signed-in
// staff, or sent with Sec-GPC: 1 / DNT: 1 is accepted and dropped (204): nothing of it is stored.
// GET /insights/report and /insights/export.csv (staff) read the rollups for a range of days;
// GET /insights/versions (staff) the health of each remote's live version and canary.

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { channelOf, INSIGHT_TEXT_MAX, referrerHostOf } from '@agency/shared/contract/insights';
import { apiMessages, insightMessages } from '@agency/shared/contract/messages';
import { ReplyError } from '../../http/reply-error';
import { isBot } from '../../insights/bot-filter';
import { isPath, readBeacon } from '../../insights/read-beacon';
import { isSignedInStaff } from '../../insights/signed-in-staff';
import { dayOf, visitorHash } from '../../insights/visitor-hash';
import type { ReceivedEvent } from '../../insights/write-batch';
import { BEACON_READ_LIMIT } from '../../http/body-limits';
import { perIpLimit } from '../../http/rate-limit';
import { staffOnly } from '../../http/staff-only';
import { insightReport } from '../../insights/insight-report';
import { pageInsight } from '../../insights/page-insight';
import { insightReportCsv } from '../../insights/report-csv';
import { reportRange } from '../../insights/report-range';
import { readVersionHealth } from '../../insights/version-health';

const optedOut = (request: FastifyRequest): boolean => request.headers['sec-gpc'] === '1' || request.headers.dnt === '1';

const insightRoutes: FastifyPluginAsync = async (app) => {
  // This scope only: the rest of the API keeps refusing text/plain.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    ['application/json', 'text/plain'],
    { parseAs: 'string', bodyLimit: BEACON_READ_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/events',
    {
      bodyLimit: BEACON_READ_LIMIT,
      // A beacon's reply has no body to compress, and the visitor script never compresses its own: the
      // plugin's per-request hooks (about 8 µs of a beacon's ~170 on the event loop) are left off here.
      compress: false,
      decompress: false,
      config: {
        rateLimit: perIpLimit(app.apiOptions.rateLimits.insights, { message: apiMessages.rateLimited }, { countedInBatches: true }),
      },
    },
    async (request, reply) => {
      const events = readBeacon(typeof request.body === 'string' ? request.body : '');
      const userAgent = typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : '';
      if (optedOut(request) || isBot(userAgent) || (await isSignedInStaff(app, request))) return reply.code(204).send();
      const receivedAt = Date.now();
      const day = dayOf(receivedAt);
      const site = request.hostname;
      const visitor = visitorHash(await app.insights.secrets.secretFor(day), request.ip, userAgent, site);
      const received = events.map((event): ReceivedEvent => {
        if (event.type !== 'view') return { event, receivedAt, day };
        const referrerHost = referrerHostOf(event.referrer);
        const siteHost = site.replace(/:\d+$/, '');
        const ownReferrer = referrerHost === siteHost.replace(/^www\./, '');
        return {
          event,
          receivedAt,
          day,
          visitor,
          referrerHost: ownReferrer ? '' : referrerHost,
          channel: channelOf({ utmMedium: event.utmMedium, utmSource: event.utmSource, referrer: event.referrer, siteHosts: [siteHost] }),
        };
      });
      app.insights.buffer.add(received);
      return reply.code(202).send();
    },
  );

  // Staff: the Insights screen's numbers (this instance's waiting events written first, so they show).
  staffOnly(app, (staff) => {
    staff.get('/report', { config: { permission: 'admin.read' } }, async (request) => {
      const { from, to } = reportRange(request.query);
      await app.insights.buffer.flush();
      return insightReport(app.db, from, to);
    });

    // One public page's last 30 days, for its editor.
    staff.get('/page', { config: { permission: 'admin.read' } }, async (request) => {
      const { path } = (request.query ?? {}) as Record<string, unknown>;
      if (!isPath(path)) throw new ReplyError(400, { message: insightMessages.badPagePath(INSIGHT_TEXT_MAX.path) });
      await app.insights.buffer.flush();
      return pageInsight(app.db, path);
    });

    staff.get('/export.csv', { config: { permission: 'admin.read' } }, async (request, reply) => {
      const { from, to } = reportRange(request.query);
      await app.insights.buffer.flush();
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="insights-${from}-${to}.csv"`)
        .header('cache-control', 'no-store')
        .send(insightReportCsv(await insightReport(app.db, from, to)));
    });

    // The live versions panel: each remote's live version and canary side by side (the site's releases).
    staff.get('/versions', { config: { permission: 'admin.read' } }, async () => {
      await app.insights.buffer.flush();
      return { remotes: await readVersionHealth(app.db, app.apiOptions.watchedReleases?.() ?? []) };
    });
  });
};

export default insightRoutes;
