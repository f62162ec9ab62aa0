// The state of an entry with a public page (issue 19): a badge in the lists, with the time a
// scheduled entry goes live, shown in the agency's time zone.

import { isPublicationState, type Publication } from '@agency/shared/contract';
import { publicationMessages } from '@agency/shared/contract/messages';
import { formatDateTime, siteTimeZone } from '../format/date-time';
import type { Column } from './columns';

export function StateBadge({ state, publishAt }: Partial<Publication>) {
  // Entries without a stored state (older replies) are what they always were: live.
  const shown = isPublicationState(state) ? state : 'published';
  const zone = siteTimeZone();
  return (
    <>
      <span className={`admin-state admin-state--${shown}`}>{publicationMessages.states[shown]}</span>
      {shown === 'scheduled' && publishAt ? (
        <span className="admin-state__when">{publicationMessages.scheduledFor(formatDateTime(publishAt, zone), zone)}</span>
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
