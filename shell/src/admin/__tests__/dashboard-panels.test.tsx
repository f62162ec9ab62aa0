// The dashboard's content panels: the editor's own drafts apart from the others', scheduled posts
// with their time in the agency's zone, the last changes linking to their edit addresses, and the
// unread messages (count and newest, linking to the contacts screen) for the roles that read them.

import { screen, waitFor, within } from '@testing-library/react';
import { authApi } from '@agency/shared/api';
import { dashboardMessages as m, permissionsOf, type StaffRole } from '@agency/shared/contract/messages';
import type { DashboardEntry, DashboardReply } from '@agency/shared/contract';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import { DraftsPanel } from '../dashboard/drafts-panel';
import { ScheduledPanel } from '../dashboard/scheduled-panel';
import { RecentEditsPanel } from '../dashboard/recent-edits-panel';
import { UnreadMessagesPanel } from '../dashboard/unread-messages-panel';

const ME = 'u1';
const entry = (id: string, resource: DashboardEntry['resource'], label: string, editorId: string | null, editorName: string | null) => ({
  resource,
  _id: id,
  label,
  updatedAt: '2026-03-01T08:00:00.000Z',
  editorId,
  editorName,
});
const REPLY: DashboardReply = {
  drafts: [entry('d1', 'blog', 'My draft post', ME, 'Dana Editor'), entry('d2', 'work', 'Their case study', 'u2', 'Sam Author')],
  scheduled: [{ ...entry('s1', 'blog', 'Spring launch', ME, 'Dana Editor'), publishAt: '2026-03-29T07:30:00.000Z' }],
  recentEdits: [entry('r1', 'faq', 'Do you offer audits?', 'u2', 'Sam Author'), entry('r2', 'team', 'Ann Lee', null, null)],
};
let role: StaffRole = 'editor';
let unread = 3;
mockApi(
  http.get(apiUrl('auth/me'), () =>
    HttpResponse.json({
      _id: ME,
      username: 'Dana',
      email: 'd@example.com',
      phone: '',
      role: 'staff',
      staffRole: role,
      permissions: permissionsOf(role),
    }),
  ),
  http.get(apiUrl('dashboard'), () => HttpResponse.json(REPLY)),
  http.get(apiUrl('contact/summary'), () =>
    HttpResponse.json({
      total: 9,
      unseen: 0,
      unread,
      newestUnread:
        unread > 0
          ? {
              _id: 'c9',
              firstName: 'Rita',
              lastName: 'Moreno',
              email: 'rita@example.com',
              subject: 'Paid Ads',
              createdAt: '2026-03-02T10:00:00.000Z',
            }
          : null,
    }),
  ),
);
beforeEach(() => {
  localStorage.setItem('token', 'staff-token');
  window.__APP_CONFIG__ = { siteTimeZone: 'Europe/Berlin' };
  role = 'editor';
  unread = 3;
});
afterEach(() => {
  delete window.__APP_CONFIG__;
});

const panel = (title: string) => screen.getByRole('region', { name: title });

it("lists the editor's own drafts apart from the others', each linking to its editor", async () => {
  renderWithStore(<DraftsPanel />);
  expect(await screen.findByRole('link', { name: 'My draft post' })).toHaveAttribute('href', '/editblog/d1');
  const drafts = panel(m.yourDrafts);
  const [mine, theirs] = within(drafts).getAllByRole('list');
  expect(within(mine).getByRole('link')).toHaveTextContent('My draft post');
  expect(within(theirs).getByRole('link', { name: 'Their case study' })).toHaveAttribute('href', '/editwork/d2');
  expect(within(theirs).getByText(/by Sam Author/)).toBeInTheDocument();
  expect(within(drafts).getByRole('heading', { name: m.otherDrafts })).toBeInTheDocument();
});

it("shows a scheduled post's time in the agency's zone, naming the zone", async () => {
  renderWithStore(<ScheduledPanel />);
  const link = await screen.findByRole('link', { name: 'Spring launch' });
  expect(link).toHaveAttribute('href', '/editblog/s1');
  // 07:30 UTC on 29 March 2026 is 9:30 in Berlin (summer time began that night).
  expect(panel(m.scheduledTitle)).toHaveTextContent(m.goesLive('Mar 29, 2026, 9:30 AM', 'Europe/Berlin'));
});

it('lists the last changes with who saved them, each linking to its edit address', async () => {
  renderWithStore(<RecentEditsPanel />);
  expect(await screen.findByRole('link', { name: 'Do you offer audits?' })).toHaveAttribute('href', '/edit-faq/r1');
  expect(screen.getByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', '/edit-team/r2');
  const items = within(panel(m.recentTitle)).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent(m.savedBy('Sam Author'));
  // An entry saved before revisions were kept names no one.
  expect(items[1]).not.toHaveTextContent(/ by /);
});

it('counts the unread messages, names the newest and links to the contacts screen', async () => {
  renderWithStore(<UnreadMessagesPanel />);
  expect(await screen.findByText(m.unreadCount(3))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Rita Moreno — Paid Ads/ })).toHaveAttribute('href', '/contact-list/c9');
  expect(screen.getByRole('link', { name: m.openContacts })).toHaveAttribute('href', '/contact-list');
});

it('says every message is read when none is unread, and hides the panel from roles that cannot read messages', async () => {
  unread = 0;
  const { unmount } = renderWithStore(<UnreadMessagesPanel />);
  expect(await screen.findByText(m.noUnread)).toBeInTheDocument();
  unmount();
  role = 'author';
  const { store } = renderWithStore(<UnreadMessagesPanel />);
  await waitFor(() => expect(authApi.endpoints.me.select()(store.getState()).isSuccess).toBe(true));
  expect(screen.queryByText(m.unreadTitle)).not.toBeInTheDocument();
});
