// When each entry was added (issue 21), in the agency's time zone like the date filter's days;
// sortable, newest first on the first click.

import { listMessages } from '@agency/shared/contract/messages';
import { formatDateTime } from '../format/date-time';
import { sortable, type Column } from './columns';

export const addedColumn = <T,>(): Column<T> =>
  sortable(
    {
      header: listMessages.dateColumn,
      variant: 'nowrap',
      cell: (item) => {
        const { createdAt } = item as { createdAt?: string };
        return createdAt ? <time dateTime={createdAt}>{formatDateTime(createdAt)}</time> : null;
      },
    },
    'createdAt',
    'desc',
  );
