// GET /notifications (staff): the e-mail outbox newest first, each row with its
// delivery status and the message it announces, and whether e-mail is configured;
// with paging, sort or search values, one page of it and the total.

import type { FastifyPluginAsync } from 'fastify';
import type { NotificationListReply } from '@agency/shared/contract/entities';
import type { Page } from '@agency/shared/contract/paging';
import type { ContactNotification } from '@agency/shared/contract/entities';
import { readListQuery, wantsPage } from '../../http/list-query';
import { listNotifications, listNotificationsPage, NOTIFICATION_LIST_SPEC } from '../../notifications/outbox-repository';
import { staffOnly } from '../../http/staff-only';

const notificationRoutes: FastifyPluginAsync = async (app) => {
  staffOnly(app, (staff) => {
    staff.get(
      '/',
      { config: { permission: 'contacts.read' } },
      async (request): Promise<NotificationListReply | (NotificationListReply & Page<ContactNotification>)> => {
        const setup = { configured: app.notifications.configured, recipients: app.notifications.recipients };
        if (!wantsPage(request)) return { ...setup, data: await listNotifications(app.db) };
        return { ...setup, ...(await listNotificationsPage(app.db, app.dbEngine, readListQuery(request, NOTIFICATION_LIST_SPEC))) };
      },
    );
  });
};

export default notificationRoutes;
