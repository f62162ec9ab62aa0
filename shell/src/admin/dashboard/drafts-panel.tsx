// The dashboard's drafts: the signed-in editor's own first ("Your drafts", by who saved each
// last), then the others' with who saved them; each opens its editor.

import { useMeQuery } from '@agency/shared/api';
import { dashboardMessages as m } from '@agency/shared/contract/messages';
import type { DashboardEntry } from '@agency/shared/contract';
import { useGetDashboardQuery } from '@agency/shared/staff-api';
import { DashboardPanel } from './dashboard-panel';
import { EntryItem } from './entry-link';
import { siteDateTime } from './site-time';

function DraftList({ entries, showEditor }: { entries: DashboardEntry[]; showEditor: boolean }) {
  return (
    <ul className="dashboard-panel__list">
      {entries.map((entry) => (
        <EntryItem key={entry._id} entry={entry}>
          {showEditor && entry.editorName ? `${m.savedBy(entry.editorName)}, ` : ''}
          {m.savedAt(siteDateTime(entry.updatedAt))}
        </EntryItem>
      ))}
    </ul>
  );
}

export function DraftsPanel() {
  const { data, isError } = useGetDashboardQuery(undefined, { refetchOnMountOrArgChange: true });
  const { data: me } = useMeQuery();
  if (!data && !isError) return null;
  const drafts = data?.drafts ?? [];
  const mine = drafts.filter((entry) => me && entry.editorId === me._id);
  const others = drafts.filter((entry) => !mine.includes(entry));
  return (
    <DashboardPanel id="dashboard-drafts" title={m.yourDrafts} failed={isError}>
      {mine.length > 0 ? <DraftList entries={mine} showEditor={false} /> : <p>{m.noDrafts}</p>}
      {others.length > 0 ? (
        <>
          <h3>{m.otherDrafts}</h3>
          <DraftList entries={others} showEditor />
        </>
      ) : null}
    </DashboardPanel>
  );
}
