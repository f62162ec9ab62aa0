// The dashboard's scheduled entries, the soonest first, each with the time it goes live in the
// agency's zone (as the editors show it) and a link to its editor.

import { dashboardMessages as m } from '@agency/shared/contract/messages';
import { useGetDashboardQuery } from '@agency/shared/staff-api';
import { DashboardPanel } from './dashboard-panel';
import { EntryItem } from './entry-link';
import { siteDateTime, siteZone } from './site-time';

export function ScheduledPanel() {
  const { data, isError } = useGetDashboardQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!data && !isError) return null;
  const scheduled = data?.scheduled ?? [];
  return (
    <DashboardPanel id="dashboard-scheduled" title={m.scheduledTitle} failed={isError}>
      {scheduled.length === 0 ? (
        <p>{m.noScheduled}</p>
      ) : (
        <ul className="dashboard-panel__list">
          {scheduled.map((entry) => (
            <EntryItem key={entry._id} entry={entry}>
              <time dateTime={entry.publishAt}>{m.goesLive(siteDateTime(entry.publishAt), siteZone())}</time>
            </EntryItem>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
