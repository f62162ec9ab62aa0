// Review before publishing (product §6): what the review calls answer. Types and limits only,
// outside the contract entry (staff code reads them through contract/messages).

import type { ContentResourceKey } from './resources';

export const REVIEW_STATUSES = ['pending', 'approved', 'returned'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The longest note or comment a review keeps. */
export const REVIEW_TEXT_MAX = 2000;

/** One submission: the entry, who sent it with which note, and what became of it. */
export interface Review {
  _id: string;
  resource: ContentResourceKey;
  entityId: string;
  /** The entry's title or heading as it is now. */
  title: string;
  status: ReviewStatus;
  note: string;
  comment: string;
  author: { _id: string; name: string };
  reviewer: { _id: string; name: string } | null;
  createdAt: string;
  decidedAt: string | null;
}

/** GET /reviews (the editors' queue) and GET /reviews/mine (an author's submissions). */
export interface ReviewListReply {
  data: Review[];
  total: number;
}
