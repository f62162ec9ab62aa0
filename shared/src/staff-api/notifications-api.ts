// The staff e-mails about new messages (GET /notifications): the outbox with each
// e-mail's delivery status, and whether e-mail is configured at all.

import { listSearchParams, type ContactNotification, type ListQuery, type NotificationListReply, type Page } from '@agency/shared/contract';

/** GET /notifications with paging: the e-mail setup and one page of the outbox. */
export type NotificationPageReply = NotificationListReply & Page<ContactNotification>;
import { api } from '@agency/shared/api';

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Refetched whenever the contact list changes: a new or deleted message changes the outbox too. */
    getNotifications: build.query<NotificationListReply, void>({
      query: () => 'notifications',
      providesTags: [
        { type: 'Outbox', id: 'LIST' },
        { type: 'Contact', id: 'LIST' },
      ],
    }),
    getNotificationPage: build.query<NotificationPageReply, ListQuery>({
      query: (list) => `notifications?${listSearchParams(list)}`,
      providesTags: [
        { type: 'Outbox', id: 'LIST' },
        { type: 'Contact', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetNotificationsQuery, useGetNotificationPageQuery } = notificationsApi;
