// An entry as the dashboard lists it: its label, a link to its edit address, and its area.

import type { ReactNode } from 'react';
import { Link } from '@agency/shared/router';
import { adminArea, editPath, type DashboardEntry } from '@agency/shared/contract';

export const entryEditPath = (entry: DashboardEntry): string => editPath(adminArea(entry.resource), entry._id);

export function EntryItem({ entry, children }: { entry: DashboardEntry; children?: ReactNode }) {
  return (
    <li className="dashboard-panel__item">
      <Link to={entryEditPath(entry)}>{entry.label || entry._id}</Link>
      <span className="dashboard-panel__area">{adminArea(entry.resource).label}</span>
      {children ? <span className="dashboard-panel__meta">{children}</span> : null}
    </li>
  );
}
