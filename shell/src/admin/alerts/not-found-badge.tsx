// Beside the message alerts (issue 38): how many missing pages visitors met for the first time
// this week, linking to the Redirects screen's 404 monitor. Part of the admin frame only.

import { Link } from '@agency/shared/router';
import { REDIRECTS_PATH } from '@agency/shared/contract';
import { redirectMessages } from '@agency/shared/contract/messages';
import { useGetNotFoundSummaryQuery } from '@agency/shared/staff-api';
import { CountBadge } from './count-badge';

export function NotFoundBadge() {
  const { data } = useGetNotFoundSummaryQuery(undefined, { refetchOnFocus: true });
  const paths = data?.newThisWeek ?? 0;
  return (
    <Link to={REDIRECTS_PATH} className="topbar-alerts__button" aria-label={redirectMessages.badgeLabel(paths)}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M4 4h16v16H4zm2 2v12h12V6zm2 3h2v6H8zm3 0h2v6h-2zm3 0h2v6h-2z" fill="currentColor" />
      </svg>
      <CountBadge count={paths} />
    </Link>
  );
}
