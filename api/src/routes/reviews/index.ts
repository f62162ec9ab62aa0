// Review before publishing (product §6), beside the entries' own routes:
// POST /reviews `{ resource, id, note }` (authors: review.submit) puts one's own draft in review;
// GET /reviews (editors: review.decide) is the queue of what waits, with its count;
// GET /reviews/mine (authors) their submissions and what became of them (the dashboard's notices);
// POST /reviews/:id/approve `{ publishAt? }` publishes the entry (and a post's or service's body of
// the same address), or schedules it; POST /reviews/:id/return `{ comment }` sends it back.

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { reviewMessages } from '@agency/shared/contract/messages';
import type { Review } from '@agency/shared/contract/reviews';
import { isPublishable } from '@agency/shared/contract/publication';
import { CONTENT_RESOURCES, otherHalfOf, type ContentResourceKey } from '@agency/shared/contract/resources';
import { approveReviewSchema, returnReviewSchema, submitReviewSchema } from '@agency/shared/contract/schemas/reviews';
import { ContentRepository } from '../../content/content-repository';
import { isObjectId } from '../../db/ids';
import { SMALL_JSON_BODY_LIMIT } from '../../http/body-limits';
import { notFound, ReplyError } from '../../http/reply-error';
import { staffOnly } from '../../http/staff-only';
import { bodyRecord, validateOrThrow } from '../../http/validation';
import { CONTENT_STORAGE } from '../../persistence/content-storage';
import { creatorOf } from '../../revisions/revision-repository';
import { findUserById } from '../../users/user-repository';
import { enqueueStaffNotice } from '../../notifications/outbox-repository';
import {
  decideReview,
  findReview,
  insertReview,
  isPending,
  listReviews,
  reopenReview,
  toReview,
  type ReviewRow,
} from '../../reviews/review-repository';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

const conflict = (message: string) => new ReplyError(409, { message });

const reviewsRoutes: FastifyPluginAsync = async (app) => {
  const repoOf = (key: ContentResourceKey) => new ContentRepository(app.db, app.dbEngine, CONTENT_RESOURCES[key], CONTENT_STORAGE[key]);

  /** Sets the entry's state as the reviewer decided; a card's body of the same address follows if it is a draft. */
  const publish = async (row: ReviewRow, publishAt: string, reviewerId: string) => {
    const values = publishAt
      ? { state: 'scheduled', publishAt: new Date(publishAt).toISOString() }
      : { state: 'published', publishAt: null };
    const save = { author: { authorId: reviewerId } };
    const key = row.resource as ContentResourceKey;
    const entry = await repoOf(key).update(row.entity_id, values, () => ({ columns: {}, replaced: [] }), undefined, save);
    if (!entry) throw notFound();
    const half = otherHalfOf(key);
    const slug = entry.entity.slug;
    if (!half || typeof slug !== 'string' || slug === '') return;
    const body = await repoOf(half).findBySlug(slug, 'staff');
    if (body && body.state === 'draft') await repoOf(half).update(body._id, values, () => ({ columns: {}, replaced: [] }), undefined, save);
  };

  const pendingReview = async (id: string): Promise<ReviewRow> => {
    const row = isObjectId(id) ? await findReview(app.db, id) : undefined;
    if (!row) throw notFound();
    if (row.status !== 'pending') throw conflict(reviewMessages.notPending);
    return row;
  };

  const named = async (row: ReviewRow) => {
    const [author, reviewer] = await Promise.all([
      findUserById(app.db, row.author_id),
      row.reviewer_id ? findUserById(app.db, row.reviewer_id) : undefined,
    ]);
    return toReview(app.db, row, author?.username ?? '', reviewer?.username ?? '');
  };

  /** The author hears of the decision by e-mail too, when e-mail is set up (the dashboard tells them anyway).
   *  The decision stands if the e-mail cannot be queued: it is logged, not answered as a failure. */
  const tellAuthor = (row: ReviewRow, decided: Review) =>
    queueAuthorEmail(row, decided).catch((error: unknown) =>
      app.log.warn({ err: error }, 'the author e-mail of a review could not be queued'),
    );
  const queueAuthorEmail = async (row: ReviewRow, decided: Review) => {
    if (!app.notifications.configured) return;
    const author = await findUserById(app.db, row.author_id);
    if (!author?.email) return;
    const approved = decided.status === 'approved';
    const title = decided.title || decided.entityId;
    await enqueueStaffNotice(app.db, {
      to: author.email,
      subject: reviewMessages.emailSubject(title, approved),
      text: reviewMessages.emailText(title, decided.reviewer?.name ?? '', approved, decided.comment),
    });
    app.notifications.wake();
  };

  staffOnly(app, (staff) => {
    const small = (permission: 'review.submit' | 'review.decide') => ({ bodyLimit: SMALL_JSON_BODY_LIMIT, config: { permission } });

    staff.get('/', { config: { permission: 'review.decide' } }, async () => {
      const data = await listReviews(app.db, { status: 'pending' });
      return { data, total: data.length };
    });

    staff.get('/mine', { config: { permission: 'review.submit' } }, async (request) => {
      const data = await listReviews(app.db, { authorId: request.user!._id });
      return { data, total: data.length };
    });

    staff.post('/', small('review.submit'), async (request, reply) => {
      const { resource, id, note } = await validateOrThrow(submitReviewSchema, bodyRecord(request.body));
      const key = resource as ContentResourceKey;
      if (!isPublishable(key) || !isObjectId(id)) throw notFound();
      const entry = await repoOf(key).findById(id, 'staff');
      if (!entry || (await creatorOf(app.db, id)) !== request.user!._id) throw notFound();
      if (entry.state !== 'draft') throw conflict(reviewMessages.notADraft);
      if (await isPending(app.db, id)) throw conflict(reviewMessages.alreadyPending);
      const row = await insertReview(app.db, { resource: key, entityId: id, note, authorId: request.user!._id });
      return reply.code(201).send(await named(row));
    });

    staff.post('/:id/approve', small('review.decide'), async (request: IdRequest) => {
      const { publishAt } = await validateOrThrow(approveReviewSchema, bodyRecord(request.body));
      const row = await pendingReview(request.params.id);
      // Decided first, so two editors approving at once publish once.
      if (!(await decideReview(app.db, row._id, { status: 'approved', reviewerId: request.user!._id })))
        throw conflict(reviewMessages.notPending);
      await publish(row, publishAt, request.user!._id).catch(async (error: unknown) => {
        await reopenReview(app.db, row._id);
        throw error;
      });
      const decided = await named((await findReview(app.db, row._id))!);
      await tellAuthor(row, decided);
      return decided;
    });

    staff.post('/:id/return', small('review.decide'), async (request: IdRequest) => {
      const { comment } = await validateOrThrow(returnReviewSchema, bodyRecord(request.body));
      const row = await pendingReview(request.params.id);
      if (!(await decideReview(app.db, row._id, { status: 'returned', reviewerId: request.user!._id, comment }))) {
        throw conflict(reviewMessages.notPending);
      }
      const decided = await named((await findReview(app.db, row._id))!);
      await tellAuthor(row, decided);
      return decided;
    });
  });
};

export default reviewsRoutes;
