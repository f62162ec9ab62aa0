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
  /** A long list: it takes the grid's whole width (its list in columns), below the short panels. */
  wide?: boolean;
}

export function DashboardPanel({ id, title, children, failed, wide }: PanelProps) {
  return (
    <section className={`dashboard-panel${wide ? ' dashboard-panel--wide' : ''}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {failed ? <p role="alert">{m.loadFailed}</p> : children}
    </section>
  );
}
