// The review rows (migration 091): a submission, the editors' queue, an author's own, and the
// decision. Replies name the entry by its title as it is now and the people by name.

import type { Kysely, Selectable, Transaction } from 'kysely';
import { CONTENT_MODEL } from '@agency/shared/contract/content-model';
import type { Review, ReviewStatus } from '@agency/shared/contract/reviews';
import type { ContentResourceKey } from '@agency/shared/contract/resources';
import { isoNow, newObjectId } from '../db/ids';
import type { Database, ReviewsTable } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;
export type ReviewRow = Selectable<ReviewsTable>;

export const insertReview = async (
  db: Db,
  review: { resource: ContentResourceKey; entityId: string; note: string; authorId: string },
): Promise<ReviewRow> => {
  const row: ReviewRow = {
    _id: newObjectId(),
    resource: review.resource,
    entity_id: review.entityId,
    status: 'pending',
    note: review.note,
    comment: '',
    author_id: review.authorId,
    reviewer_id: null,
    created_at: isoNow(),
    decided_at: null,
  };
  await db.insertInto('reviews').values(row).execute();
  return row;
};

export const findReview = (db: Db, id: string): Promise<ReviewRow | undefined> =>
  db.selectFrom('reviews').selectAll().where('_id', '=', id).executeTakeFirst();

/** Whether the entry waits for review now. */
export const isPending = async (db: Db, entityId: string): Promise<boolean> =>
  (await db.selectFrom('reviews').select('_id').where('entity_id', '=', entityId).where('status', '=', 'pending').executeTakeFirst()) !==
  undefined;

/** Records the decision, unless another editor decided first (then false). */
export const decideReview = async (
  db: Db,
  id: string,
  decision: { status: ReviewStatus; reviewerId: string; comment?: string },
): Promise<boolean> => {
  const result = await db
    .updateTable('reviews')
    .set({ status: decision.status, reviewer_id: decision.reviewerId, comment: decision.comment ?? '', decided_at: isoNow() })
    .where('_id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/** Reviews as the API answers them, newest first: the pending queue, or one author's. */
export const listReviews = async (db: Kysely<Database>, filter: { status?: ReviewStatus; authorId?: string }): Promise<Review[]> => {
  const rows = await db
    .selectFrom('reviews')
    .leftJoin('users as author', 'author._id', 'reviews.author_id')
    .leftJoin('users as reviewer', 'reviewer._id', 'reviews.reviewer_id')
    .selectAll('reviews')
    .select(['author.username as author_name', 'reviewer.username as reviewer_name'])
    .$if(filter.status !== undefined, (qb) => qb.where('reviews.status', '=', filter.status!))
    .$if(filter.authorId !== undefined, (qb) => qb.where('reviews.author_id', '=', filter.authorId!))
    .orderBy('reviews.created_at', 'desc')
    .orderBy('reviews._id', 'desc')
    .limit(200)
    .execute();
  return Promise.all(rows.map(async (row) => toReview(db, row, row.author_name ?? '', row.reviewer_name ?? '')));
};

/** The entry's label (title or heading) as it is now; '' once it is gone. */
const titleOf = async (db: Kysely<Database>, resource: ContentResourceKey, entityId: string): Promise<string> => {
  const model = CONTENT_MODEL[resource];
  const row = (await (db as Kysely<any>) // eslint-disable-line @typescript-eslint/no-explicit-any
    .selectFrom(model.table)
    .select(model.labelField)
    .where('_id', '=', entityId)
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  return String(row?.[model.labelField] ?? '');
};

export const toReview = async (db: Kysely<Database>, row: ReviewRow, authorName: string, reviewerName: string): Promise<Review> => ({
  _id: row._id,
  resource: row.resource as ContentResourceKey,
  entityId: row.entity_id,
  title: await titleOf(db, row.resource as ContentResourceKey, row.entity_id),
  status: row.status,
  note: row.note,
  comment: row.comment,
  author: { _id: row.author_id, name: authorName },
  reviewer: row.reviewer_id ? { _id: row.reviewer_id, name: reviewerName } : null,
  createdAt: row.created_at,
  decidedAt: row.decided_at,
});

/** Undoes a decision whose publishing failed (the entry went meanwhile): the submission waits again. */
export const reopenReview = async (db: Db, id: string): Promise<void> => {
  await db.updateTable('reviews').set({ status: 'pending', reviewer_id: null, decided_at: null }).where('_id', '=', id).execute();
};
