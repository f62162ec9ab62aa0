// Review before publishing (product §6): an author's submission, the editors' queue and decisions,
// and an author's own submissions. A decision refreshes the entry's list (it may now be published).

import { CONTENT_RESOURCES } from '@agency/shared/contract';
import type { Review, ReviewListReply } from '@agency/shared/contract/messages';
import type { ContentResourceKey } from '@agency/shared/contract';
import { api } from '@agency/shared/api';

const QUEUE = { type: 'Review', id: 'LIST' } as const;
const MINE = { type: 'Review', id: 'MINE' } as const;

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /reviews (editors): what waits for review, oldest decisions aside. */
    getReviewQueue: build.query<ReviewListReply, void>({ query: () => 'reviews', providesTags: [QUEUE] }),
    /** GET /reviews/mine (authors): their submissions and what became of them. */
    getMyReviews: build.query<ReviewListReply, void>({ query: () => 'reviews/mine', providesTags: [MINE] }),
    submitReview: build.mutation<Review, { resource: ContentResourceKey; id: string; note: string }>({
      query: (body) => ({ url: 'reviews', method: 'POST', body }),
      invalidatesTags: [QUEUE, MINE],
    }),
    approveReview: build.mutation<Review, { id: string; publishAt?: string }>({
      query: ({ id, publishAt }) => ({
        url: `reviews/${encodeURIComponent(id)}/approve`,
        method: 'POST',
        body: publishAt ? { publishAt } : {},
      }),
      invalidatesTags: (result) => [QUEUE, MINE, ...(result ? [{ type: CONTENT_RESOURCES[result.resource].tag, id: 'LIST' }] : [])],
    }),
    returnReview: build.mutation<Review, { id: string; comment: string }>({
      query: ({ id, comment }) => ({ url: `reviews/${encodeURIComponent(id)}/return`, method: 'POST', body: { comment } }),
      invalidatesTags: [QUEUE, MINE],
    }),
  }),
});

export const { useGetReviewQueueQuery, useGetMyReviewsQuery, useSubmitReviewMutation, useApproveReviewMutation, useReturnReviewMutation } =
  reviewsApi;
