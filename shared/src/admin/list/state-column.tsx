// The state of an entry with a public page (issue 19): a badge in the lists, with the time a
// scheduled entry goes live, shown in the agency's time zone.

import { isPublicationState, type Publication } from '@agency/shared/contract';
import { publicationMessages } from '@agency/shared/contract/messages';
import { siteTimeZone } from '../form/fields/date-time-field';
import type { Column } from './columns';

/** A scheduled time as staff read it: `27 Nov 2026, 14:30` in the agency's zone. */
export const formatScheduled = (iso: string, timeZone: string): string =>
  new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

export function StateBadge({ state, publishAt }: Partial<Publication>) {
  // Entries without a stored state (older replies) are what they always were: live.
  const shown = isPublicationState(state) ? state : 'published';
  const zone = siteTimeZone();
  return (
    <>
      <span className={`admin-state admin-state--${shown}`}>{publicationMessages.states[shown]}</span>
      {shown === 'scheduled' && publishAt ? (
        <span className="admin-state__when">{publicationMessages.scheduledFor(formatScheduled(publishAt, zone), zone)}</span>
      ) : null}
    </>
  );
}

/** The state column of any list: rows without a state read as published. */
export const stateColumn = <T,>(): Column<T> => ({
  header: publicationMessages.column,
  variant: 'nowrap',
  cell: (item) => {
    const { state, publishAt } = item as Partial<Publication>;
    return <StateBadge state={state} publishAt={publishAt} />;
  },
});
