// An entry's history (issue 19): its revisions, one revision's fields, and a restore.
// Injected into the one API slice by the admin kit, so visitors never download it.
// The history of an entry is tagged `{Revision, id}`: a save or a restore refreshes it;
// a restore also refreshes the entry and its resource's lists, as an update does.

import type { ContentResource, Revision, RevisionSummary } from '@agency/shared/contract';
import { entityVersionTag } from '@agency/shared/contract';
import { api } from '@agency/shared/api';

export interface EntryRef {
  resource: ContentResource;
  id: string;
}

export interface RevisionRef extends EntryRef {
  number: number;
}

export interface RestoreArgs extends RevisionRef {
  /** The `updatedAt` of the copy in the form: sent as If-Match, so a stale restore is refused (409). */
  version?: string;
}

const historyPath = ({ resource, id }: EntryRef) => `${resource.path}/${encodeURIComponent(id)}/revisions`;

export const revisionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /{path}/:id/revisions (staff): newest first. */
    getRevisions: build.query<RevisionSummary[], EntryRef>({
      query: historyPath,
      providesTags: (_result, _error, { id }) => [{ type: 'Revision', id }],
    }),
    /** GET /{path}/:id/revisions/:number (staff): the entry's fields as that save wrote them (never change). */
    getRevision: build.query<Revision, RevisionRef>({
      query: (ref) => `${historyPath(ref)}/${ref.number}`,
    }),
    /** POST /{path}/:id/revisions/:number/restore (staff): the entry, saved again with that revision's fields. */
    restoreRevision: build.mutation<Record<string, unknown> & { _id: string }, RestoreArgs>({
      query: ({ version, ...ref }) => ({
        url: `${historyPath(ref)}/${ref.number}/restore`,
        method: 'POST',
        ...(version ? { headers: { 'if-match': entityVersionTag(version) } } : {}),
      }),
      invalidatesTags: (_result, _error, { resource, id }) => [
        { type: 'Revision', id },
        { type: resource.tag, id },
        { type: resource.tag, id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetRevisionsQuery, useGetRevisionQuery, useRestoreRevisionMutation } = revisionsApi;
