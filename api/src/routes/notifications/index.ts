// GET /notifications (staff): the e-mail outbox newest first, each row with its
// delivery status and the message it announces, and whether e-mail is configured.

import type { FastifyPluginAsync } from 'fastify';
import type { NotificationListReply } from '@agency/shared/contract/entities';
import { listNotifications } from '../../notifications/outbox-repository';
import { staffOnly } from '../../http/staff-only';

const notificationRoutes: FastifyPluginAsync = async (app) => {
  staffOnly(app, (staff) => {
    staff.get(
      '/',
      async (): Promise<NotificationListReply> => ({
        configured: app.notifications.configured,
        recipients: app.notifications.recipients,
        data: await listNotifications(app.db),
      }),
    );
  });
};

export default notificationRoutes;
