// The trash (issue 21): deleted content entries and contact messages, listed, restored under their id or
// deleted for good. A restore refreshes its resource's lists; a delete fills the trash.
// Injected into the one API slice by the admin kit, so visitors never download it.

import {
  CONTENT_RESOURCES,
  listSearchParams,
  type ListQuery,
  type Page,
  type RestoredEntry,
  type TrashItem,
} from '@agency/shared/contract';
import { api } from '@agency/shared/api';
import { otherHalfLists, type DeleteReply } from './content-staff-api';

const LIST = { type: 'Trash', id: 'LIST' } as const;

export const trashApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /trash?page=&limit=&q= (staff): most recently deleted first. */
    getTrashPage: build.query<Page<TrashItem>, ListQuery>({
      query: (list) => `trash?${listSearchParams(list)}`,
      providesTags: [LIST],
    }),
    /** POST /trash/:id/restore (staff): the entry again, under the same id. */
    restoreFromTrash: build.mutation<RestoredEntry, string>({
      query: (id) => ({ url: `trash/${encodeURIComponent(id)}/restore`, method: 'POST' }),
      // A page's card and body come back together: both lists refresh.
      invalidatesTags: (result) => {
        // A contact message comes back to the inbox (its list, the bell's count and the dashboard's).
        if (result?.resource === 'contact') return [LIST, { type: 'Contact', id: 'LIST' }];
        const resource = result ? CONTENT_RESOURCES[result.resource] : undefined;
        return [LIST, ...(resource ? [{ type: resource.tag, id: 'LIST' }, ...otherHalfLists(resource)] : [])];
      },
    }),
    /** DELETE /trash/:id (staff): the entry and its images, for good. */
    deleteFromTrash: build.mutation<DeleteReply, string>({
      query: (id) => ({ url: `trash/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useGetTrashPageQuery, useRestoreFromTrashMutation, useDeleteFromTrashMutation } = trashApi;
