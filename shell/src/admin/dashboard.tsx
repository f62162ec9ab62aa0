// The dashboard (product §2: welcome heading and image; the target after login).

import { Link } from '@agency/shared/router';
import { ADMIN_AREAS } from '@agency/shared/contract';
import { useMeQuery } from '@agency/shared/api';
import { WelcomeIllustration } from './welcome-illustration';
import { LiveVersions } from './live-versions';
import { ReviewPanel } from './review/review-panel';
import { WeekOnWeek } from './dashboard/week-on-week';
import { DraftsPanel } from './dashboard/drafts-panel';
import { ScheduledPanel } from './dashboard/scheduled-panel';
import { RecentEditsPanel } from './dashboard/recent-edits-panel';
import { UnreadMessagesPanel } from './dashboard/unread-messages-panel';

export function Dashboard() {
  const { data: me } = useMeQuery();
  return (
    <section className="dashboard">
      <div className="dashboard__welcome">
        <div>
          <h1>Welcome{me ? `, ${me.username}` : ''}!</h1>
          <p>Manage every page of the website from here: pick an area to add, edit or remove its content.</p>
        </div>
        <WelcomeIllustration />
      </div>
      <ReviewPanel />
      <WeekOnWeek />
      <div className="dashboard-panels">
        <DraftsPanel />
        <ScheduledPanel />
        <UnreadMessagesPanel />
        <RecentEditsPanel />
      </div>
      <h2 className="dashboard__areas-title">Content areas</h2>
      <ul className="dashboard__areas">
        {ADMIN_AREAS.map((area) => (
          <li key={area.key}>
            <Link to={area.list} className="dashboard__area">
              {area.label}
            </Link>
          </li>
        ))}
      </ul>
      <LiveVersions />
    </section>
  );
}
