// The dashboard's content read (GET /dashboard): drafts, scheduled entries and the last changes.
// Tagged with every content list, so any save, delete or restore refreshes it.

import { CONTENT_RESOURCES, resourceListTag, type DashboardReply } from '@agency/shared/contract';
import { api } from '@agency/shared/api';

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /dashboard (staff). */
    getDashboard: build.query<DashboardReply, void>({
      query: () => 'dashboard',
      providesTags: [...Object.values(CONTENT_RESOURCES).map(resourceListTag), { type: 'Trash', id: 'LIST' }],
    }),
  }),
});

export const { useGetDashboardQuery } = dashboardApi;
