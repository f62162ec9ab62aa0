// The media library (issue 21): images uploaded once with their alt text, searched,
// described again, deleted when unused.

import type { MediaItem, MediaListReply } from '@agency/shared/contract';
import { api } from '@agency/shared/api';

const LIST = { type: 'Media', id: 'LIST' } as const;

export const mediaApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /media?q= (staff): newest first, each with the entries whose text shows it. */
    getMedia: build.query<MediaListReply, string>({
      query: (q) => ({ url: 'media', params: q ? { q } : undefined }),
      providesTags: [LIST],
    }),
    /** POST /media (staff): multipart `image` and `alt`; the same picture again answers with the stored one. */
    uploadMedia: build.mutation<MediaItem, FormData>({
      query: (body) => ({ url: 'media', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    /** PUT /media/:id (staff): with `updateUses`, the entries whose text shows it get the new alt text too. */
    updateMediaAlt: build.mutation<MediaItem & { updatedEntries?: number }, { id: string; alt: string; updateUses?: boolean }>({
      query: ({ id, alt, updateUses }) => ({
        url: `media/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: updateUses ? { alt, updateUses: true } : { alt },
      }),
      invalidatesTags: [LIST],
    }),
    deleteMedia: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `media/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useGetMediaQuery, useUploadMediaMutation, useUpdateMediaAltMutation, useDeleteMediaMutation } = mediaApi;
