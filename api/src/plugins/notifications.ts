// Staff e-mails about new messages: `app.notifications` says whether they are
// configured and wakes the outbox worker, which starts when the app is ready and
// stops (letting sends in flight finish) when it closes. Without SMTP_URL and
// NOTIFY_EMAILS no worker runs: the e-mails wait in the outbox, shown to staff,
// and go out after a restart with the settings.

import fp from 'fastify-plugin';
import type { ApiOptions } from '../config';
import { createSmtpSender } from '../notifications/mail-sender';
import { notificationsConfigured } from '../notifications/notification-options';
import { OutboxWorker } from '../notifications/outbox-worker';

export interface NotificationService {
  configured: boolean;
  recipients: string[];
  /** A message was stored: look for due e-mails now instead of at the next poll. */
  wake(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationService;
  }
}

export default fp<ApiOptions>(
  async (app, options) => {
    // Checked by resolveApiOptions before the database opened.
    const settings = options.notifications;
    const recipients = [...settings.recipients];
    if (!notificationsConfigured(settings)) {
      app.log.info('e-mail notifications are off (set SMTP_URL and NOTIFY_EMAILS); new messages wait in the outbox');
      app.decorate('notifications', { configured: false, recipients, wake: () => undefined } satisfies NotificationService);
      return;
    }
    const worker = new OutboxWorker({
      db: app.db,
      engine: app.dbEngine,
      options: settings,
      sender: await createSmtpSender(settings),
      log: app.log.child({ component: 'notifications' }),
    });
    app.decorate('notifications', { configured: true, recipients, wake: () => worker.wake() } satisfies NotificationService);
    app.addHook('onReady', async () => worker.start());
    app.addHook('preClose', async () => worker.stop());
  },
  { name: 'notifications', dependencies: ['db'], fastify: '5.x' },
);
