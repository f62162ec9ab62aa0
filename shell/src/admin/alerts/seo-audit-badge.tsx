// Beside the message alerts (issue 19): how many SEO problems the site audit finds on the public
// pages, linking to the audit screen. Part of the admin frame, which visitors never download; the
// count follows each save (content writes invalidate the audit query).

import { Link } from '@agency/shared/router';
import { SEO_AUDIT_PATH } from '@agency/shared/contract';
import { seoAuditMessages } from '@agency/shared/contract/messages';
import { useGetSeoAuditQuery } from '@agency/shared/staff-api';
import { CountBadge } from './count-badge';

export function SeoAuditBadge() {
  const { data } = useGetSeoAuditQuery(undefined, { refetchOnFocus: true });
  const problems = data?.count ?? 0;
  return (
    <Link to={SEO_AUDIT_PATH} className="topbar-alerts__button" aria-label={seoAuditMessages.badgeLabel(problems)}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.38A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12zm-1 3h2v4H9zm0 5h2v2H9z"
          fill="currentColor"
        />
      </svg>
      <CountBadge count={problems} />
    </Link>
  );
}
