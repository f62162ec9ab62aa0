// The staff e-mails about new messages (GET /notifications): the outbox with each
// e-mail's delivery status, and whether e-mail is configured at all.

import type { NotificationListReply } from '@agency/shared/contract';
import { api } from './api-slice';

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Refetched whenever the contact list changes: a new or deleted message changes the outbox too. */
    getNotifications: build.query<NotificationListReply, void>({
      query: () => 'notifications',
      providesTags: [{ type: 'Outbox', id: 'LIST' }, { type: 'Contact', id: 'LIST' }],
    }),
  }),
});

export const { useGetNotificationsQuery } = notificationsApi;
