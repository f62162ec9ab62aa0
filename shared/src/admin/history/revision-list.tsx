// An entry's saved versions, newest (the current one) first: who saved each and when,
// a box to pick it for the comparison, and Restore on every earlier one.

import type { RevisionSummary } from '@agency/shared/contract';
import { historyMessages as m } from '@agency/shared/contract/messages';
import { formatDateTime } from '../format/date-time';

export interface RevisionListProps {
  revisions: readonly RevisionSummary[];
  /** Revision numbers ticked for the comparison. */
  picked: readonly number[];
  onPick: (number: number, picked: boolean) => void;
  onRestore: (number: number) => void;
}

const byline = (revision: RevisionSummary): string =>
  [
    revision.authorName ? m.by(revision.authorName) : m.unknownAuthor,
    revision.restoredFrom === null ? undefined : m.restoredFrom(revision.restoredFrom),
  ]
    .filter(Boolean)
    .join(', ');

export function RevisionList({ revisions, picked, onPick, onRestore }: RevisionListProps) {
  return (
    <ol className="admin-history__list">
      {revisions.map((revision, index) => (
        <li key={revision.number} className={`admin-history__item${picked.includes(revision.number) ? ' is-picked' : ''}`}>
          <input
            type="checkbox"
            className="admin-history__pick"
            aria-label={m.compareLabel(revision.number)}
            checked={picked.includes(revision.number)}
            onChange={(event) => onPick(revision.number, event.target.checked)}
          />
          <div className="admin-history__summary">
            <strong>{m.version(revision.number)}</strong>
            {index === 0 ? <span className="admin-history__current">{m.current}</span> : null}{' '}
            <time dateTime={revision.createdAt}>{formatDateTime(revision.createdAt)}</time>
            <span className="admin-history__byline">{byline(revision)}</span>
          </div>
          {index > 0 ? (
            <button
              type="button"
              className="btn btn-outline btn-small"
              aria-label={m.restoreLabel(revision.number)}
              onClick={() => onRestore(revision.number)}
            >
              {m.restore}
            </button>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
