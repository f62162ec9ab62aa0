// When each entry was added (issue 21), in the agency's time zone like the date filter's days;
// sortable, newest first on the first click.

import { listMessages } from '@agency/shared/contract/messages';
import { formatDay, formatTime } from '../format/date-time';
import { sortable, type Column } from './columns';

export const addedColumn = <T,>(): Column<T> =>
  sortable(
    {
      header: listMessages.dateColumn,
      // The day above the time: two short lines leave the wide lists room for their actions at 1366 px.
      variant: 'date',
      cell: (item) => {
        const { createdAt } = item as { createdAt?: string };
        return createdAt ? (
          <time dateTime={createdAt}>
            <span>{formatDay(createdAt)}</span> <span>{formatTime(createdAt)}</span>
          </time>
        ) : null;
      },
    },
    'createdAt',
    'desc',
  );
