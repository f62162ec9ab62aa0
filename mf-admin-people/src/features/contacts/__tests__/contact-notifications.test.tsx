import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactSourceLabels, type ContactNotification, type NotificationListReply } from '@agency/shared/contract';
import { notificationMessages as m } from '@agency/shared/contract/messages';
import { apiUrl, http, HttpResponse, mockApi, pagedListReply } from '@agency/shared/testing';
import ContactListPage from '../contact-list-page';
import { fail } from '../../../test-support/fake-collection';
import { columnHeaders, renderPage, tableRows } from '../../../test-support/screens';

const notification = (n: number, overrides: Partial<ContactNotification> = {}): ContactNotification => ({
  _id: `n${n}`,
  contactId: `c${n}`,
  status: 'pending',
  attempts: 0,
  lastError: null,
  createdAt: `2025-03-0${n}T10:30:00.000Z`,
  sentAt: null,
  nextAttemptAt: `2025-03-0${n}T10:30:00.000Z`,
  contact: {
    firstName: `Sender${n}`,
    lastName: 'Lee',
    email: `sender${n}@example.com`,
    subject: 'Seo Audit',
    source: 'contact',
    sourceDetail: '',
  },
  ...overrides,
});

const OUTBOX: ContactNotification[] = [
  notification(4, { status: 'sent', attempts: 1, sentAt: '2025-03-04T10:31:00.000Z', nextAttemptAt: null }),
  notification(3, {
    attempts: 2,
    lastError: 'connect ECONNREFUSED 127.0.0.1:587',
    nextAttemptAt: '2025-03-03T11:00:00.000Z',
    contact: {
      firstName: 'Cleo Park',
      lastName: '',
      email: 'cleo@example.com',
      subject: '',
      source: 'quote-service',
      sourceDetail: 'Google Ads',
    },
  }),
  notification(2, { status: 'failed', attempts: 24, lastError: 'Invalid login: 535 Authentication failed', nextAttemptAt: null }),
  notification(1),
];

let reply: NotificationListReply = { configured: true, recipients: ['leads@northstar.test', 'sales@northstar.test'], data: OUTBOX };
const server = mockApi(
  http.get(apiUrl('notifications'), ({ request }) =>
    HttpResponse.json({
      configured: reply.configured,
      recipients: reply.recipients,
      ...(pagedListReply(reply.data, request.url) as object),
    }),
  ),
  http.get(apiUrl('contact'), () => HttpResponse.json({ data: [] })),
);
beforeEach(() => {
  reply = { configured: true, recipients: ['leads@northstar.test', 'sales@northstar.test'], data: OUTBOX };
});

const openNotifications = () => renderPage(ContactListPage, '/contact-list?view=notifications', '/contact-list');

describe('Our Contacts: e-mail notifications', () => {
  it('opens on the messages; the E-mail notifications tab shows the outbox and is kept in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderPage(ContactListPage, '/contact-list', '/contact-list');
    const messagesTab = screen.getByRole('tab', { name: m.tabMessages });
    expect(messagesTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(m.tabMessages);

    await user.click(screen.getByRole('tab', { name: m.tabNotifications }));
    expect(await screen.findByText('Sender4 Lee')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: m.tabNotifications })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(m.tabNotifications);
    expect(router.state.location.search).toBe('?view=notifications');

    // Arrow keys move between the tabs.
    await user.keyboard('{ArrowLeft}');
    expect(messagesTab).toHaveFocus();
    expect(messagesTab).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('');
  });

  it('lists each message with its e-mail status, attempts and last error, and says where e-mails go', async () => {
    openNotifications();
    expect((await screen.findByText(m.on('leads@northstar.test, sales@northstar.test'))).closest('[role="status"]')).toHaveTextContent(
      m.onHowTo,
    );
    await screen.findByText('Sender4 Lee');
    expect(columnHeaders()).toEqual(Object.values(m.columns));
    const [sent, retrying, failed, waiting] = tableRows();
    expect(sent[1]).toBe(`Sender4 Lee${contactSourceLabels.contact} · Seo Audit`);
    expect(sent[3]).toMatch(new RegExp(`^${m.status.sent}Sent Mar 4, 2025`));
    expect(sent.slice(4)).toEqual(['1', '']);
    expect(retrying[1]).toBe(`Cleo Park${contactSourceLabels['quote-service']}: Google Ads`);
    expect(retrying[3]).toMatch(new RegExp(`^${m.status.pending}Next try Mar 3, 2025`));
    expect(retrying.slice(4)).toEqual(['2', 'connect ECONNREFUSED 127.0.0.1:587']);
    expect(failed[3]).toBe(`${m.status.failed}${m.gaveUp}`);
    expect(failed.slice(4)).toEqual(['24', 'Invalid login: 535 Authentication failed']);
    // Never tried yet: no "next try" line.
    expect(waiting[3]).toBe(m.status.pending);
    const date = within(screen.getAllByRole('row')[1]).getByText(/Mar 4, 2025/, { selector: 'time' });
    expect(date).toHaveAttribute('datetime', '2025-03-04T10:30:00.000Z');
  });

  it('says in plain words when e-mail is off (no server setting names), while the e-mails wait', async () => {
    reply = { configured: false, recipients: [], data: [notification(1)] };
    openNotifications();
    const status = (await screen.findByText(m.off)).closest('[role="status"]');
    expect(status).toHaveTextContent(m.offHowTo);
    expect(status?.textContent).not.toMatch(/SMTP|NOTIFY_|_URL|_EMAILS/);
    expect(tableRows()[0].slice(3)).toEqual([m.status.pending, '0', '']);
  });

  it('shows the empty and the failed state', async () => {
    reply = { configured: true, recipients: ['leads@northstar.test'], data: [] };
    const { unmount } = openNotifications();
    expect(await screen.findByText(m.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();

    server.use(fail('get', 'notifications'));
    openNotifications();
    expect(await screen.findByRole('alert')).toHaveTextContent(m.loadFailed);
  });

  it('pages ten rows at a time like every admin list', async () => {
    reply = {
      configured: true,
      recipients: ['leads@northstar.test'],
      data: Array.from({ length: 12 }, (_, i) => notification(i + 1, { _id: `n${i}`, createdAt: '2025-03-01T10:30:00.000Z' })),
    };
    const user = userEvent.setup();
    openNotifications();
    await screen.findByText('Sender1 Lee');
    expect(tableRows()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Sender11 Lee')).toBeInTheDocument();
    expect(tableRows().map((row) => row[0])).toEqual(['11', '12']);
  });

  it('searches the messages the e-mails announce', async () => {
    const user = userEvent.setup();
    const { router } = openNotifications();
    await screen.findByText('Sender4 Lee');
    await user.type(screen.getByRole('searchbox', { name: /Search E-mail notifications/ }), 'cleo{Enter}');
    await waitFor(() => expect(screen.queryByText('Sender4 Lee')).not.toBeInTheDocument());
    expect(screen.getByText('Cleo Park')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=notifications&q=cleo');
  });
});
