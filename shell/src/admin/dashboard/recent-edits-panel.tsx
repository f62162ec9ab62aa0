// The dashboard's last changes across every content type, the newest first, each with who saved
// it (when known: entries saved before revisions were kept have no author) and when, and a link to its edit address.

import { dashboardMessages as m } from '@agency/shared/contract/messages';
import { useGetDashboardQuery } from '@agency/shared/staff-api';
import { DashboardPanel } from './dashboard-panel';
import { EntryItem } from './entry-link';
import { siteDateTime } from './site-time';

export function RecentEditsPanel() {
  const { data, isError } = useGetDashboardQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!data && !isError) return null;
  const edits = data?.recentEdits ?? [];
  return (
    <DashboardPanel id="dashboard-recent" title={m.recentTitle} failed={isError} wide>
      {edits.length === 0 ? (
        <p>{m.noRecent}</p>
      ) : (
        <ul className="dashboard-panel__list">
          {edits.map((entry) => (
            <EntryItem key={entry._id} entry={entry}>
              {entry.editorName ? `${m.savedBy(entry.editorName)}, ` : ''}
              <time dateTime={entry.updatedAt}>{m.savedAt(siteDateTime(entry.updatedAt))}</time>
            </EntryItem>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
