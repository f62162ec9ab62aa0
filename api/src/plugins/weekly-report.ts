// The weekly insight report e-mail (insights/weekly-report.ts): looked for once the server listens
// and then every hour, and queued for the last whole week when no instance has queued it yet. Only
// with e-mail set up (SMTP_URL and NOTIFY_EMAILS), so reports never pile up unsent; WEEKLY_REPORT=off
// turns it off.

import fp from 'fastify-plugin';
import type { ApiOptions } from '../config';
import { queueWeeklyReport } from '../insights/weekly-report';
import { sweepHourly } from './hourly-sweep';

export default fp<ApiOptions>(
  async (app, options) => {
    if (!options.weeklyReport || !app.notifications.configured) return;
    sweepHourly(
      app,
      async () => {
        await app.insights.buffer.flush();
        if (await queueWeeklyReport(app.db, options.clock?.() ?? Date.now())) {
          app.log.info('queued the weekly insight report');
          app.notifications.wake();
        }
      },
      'could not queue the weekly insight report; trying again within the hour',
    );
  },
  { name: 'weekly-report', dependencies: ['db', 'notifications', 'insights'], fastify: '5.x' },
);
