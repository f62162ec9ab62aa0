// One card of the dashboard: a titled section, with its empty and failed states said in words.

import type { ReactNode } from 'react';
import { dashboardMessages as m } from '@agency/shared/contract/messages';
import './dashboard-panels.css';

interface PanelProps {
  id: string;
  title: string;
  children: ReactNode;
  /** The read failed: the panel says so instead of showing an empty list. */
  failed?: boolean;
  /** A long list: it takes two rows of the grid, so the short panels beside it do not leave a gap. */
  tall?: boolean;
}

export function DashboardPanel({ id, title, children, failed, tall }: PanelProps) {
  return (
    <section className={`dashboard-panel${tall ? ' dashboard-panel--tall' : ''}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {failed ? <p role="alert">{m.loadFailed}</p> : children}
    </section>
  );
}
