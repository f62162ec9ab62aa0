// The dashboard's review part (product §6): editors see the queue with its count, open each entry
// (its history compares it with the published version), approve it or send it back with a comment;
// authors see what became of their submissions.

import { useState } from 'react';
import { Link } from '@agency/shared/router';
import { adminArea, editPath } from '@agency/shared/contract';
import { reviewMessages, type Review } from '@agency/shared/contract/messages';
import { serverMessage, useIsSignedIn, useMeQuery } from '@agency/shared/api';
import { useApproveReviewMutation, useGetMyReviewsQuery, useGetReviewQueueQuery, useReturnReviewMutation } from '@agency/shared/staff-api';

const entryLink = (review: Review) => editPath(adminArea(review.resource), review.entityId);

function QueueItem({ review }: { review: Review }) {
  const [approve, approving] = useApproveReviewMutation();
  const [sendBack, returning] = useReturnReviewMutation();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  const run = async (action: () => Promise<unknown>) => {
    setError(undefined);
    try {
      await action();
    } catch (failure) {
      setError(serverMessage(failure as Parameters<typeof serverMessage>[0]) ?? reviewMessages.notPending);
    }
  };
  const busy = approving.isLoading || returning.isLoading;
  return (
    <li className="dashboard__review">
      <Link to={entryLink(review)}>{review.title || review.entityId}</Link> — {review.author.name}
      {review.note ? <p className="dashboard__review-note">{review.note}</p> : null}
      <Link to={entryLink(review)} className="dashboard__review-compare">
        {reviewMessages.compare}
      </Link>
      <div className="dashboard__review-actions">
        <button
          type="button"
          className="btn btn-primary btn-small"
          disabled={busy}
          onClick={() => run(() => approve({ id: review._id }).unwrap())}
        >
          {reviewMessages.approve}
        </button>
        <label>
          {reviewMessages.commentLabel}
          <input value={comment} onChange={(event) => setComment(event.target.value)} />
        </label>
        <button
          type="button"
          className="btn btn-outline btn-small"
          disabled={busy}
          onClick={() => run(() => sendBack({ id: review._id, comment }).unwrap())}
        >
          {reviewMessages.sendBack}
        </button>
      </div>
      {error ? <p role="alert">{error}</p> : null}
    </li>
  );
}

function ReviewQueue() {
  const { data } = useGetReviewQueueQuery();
  if (!data) return null;
  return (
    <section className="dashboard__reviews" aria-labelledby="review-queue-title">
      <h2 id="review-queue-title">{reviewMessages.queueTitle}</h2>
      <p>{data.total > 0 ? reviewMessages.queueCount(data.total) : reviewMessages.queueEmpty}</p>
      <ul>
        {data.data.map((review) => (
          <QueueItem key={review._id} review={review} />
        ))}
      </ul>
    </section>
  );
}

function MySubmissions() {
  const { data } = useGetMyReviewsQuery();
  if (!data || data.total === 0) return null;
  return (
    <section className="dashboard__reviews" aria-labelledby="my-reviews-title">
      <h2 id="my-reviews-title">{reviewMessages.mineTitle}</h2>
      <ul>
        {data.data.map((review) => (
          <li key={review._id}>
            <Link to={entryLink(review)}>{review.title || review.entityId}</Link>: {reviewMessages.statusLabels[review.status]}
            {review.comment ? <p className="dashboard__review-note">{review.comment}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ReviewPanel() {
  const signedIn = useIsSignedIn();
  const { data: me } = useMeQuery(undefined, { skip: !signedIn });
  const permissions = me?.permissions ?? [];
  return (
    <>
      {permissions.includes('review.decide') ? <ReviewQueue /> : null}
      {permissions.includes('review.submit') ? <MySubmissions /> : null}
    </>
  );
}
