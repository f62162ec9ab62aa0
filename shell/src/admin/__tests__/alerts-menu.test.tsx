import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Contact } from '@agency/shared/contract';
import { topBarMessages } from '@agency/shared/contract/messages';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import { AlertsMenu } from '../alerts/alerts-menu';

const contact = (n: number): Contact => ({
  readAt: n > 4 ? null : '2025-03-09T10:00:00.000Z',
  _id: `c${n}`,
  firstName: `Sender${n}`,
  lastName: 'Lee',
  email: `s${n}@example.com`,
  phone: '0712345678',
  subject: '',
  message: `<p>Message number ${n}</p>`,
  source: 'contact',
  sourceDetail: '',
  createdAt: `2025-03-0${n}T10:00:00.000Z`,
});

// Newest first, as the API lists them.
const CONTACTS = [7, 6, 5, 4, 3, 2, 1].map(contact);

let unread = 3;
let readAllCalls = 0;
const server = mockApi(
  http.get(apiUrl('contact/summary'), () => HttpResponse.json({ total: CONTACTS.length, unseen: 0, unread })),
  http.post(apiUrl('contact/read-all'), () => {
    readAllCalls += 1;
    unread = 0;
    return HttpResponse.json({ total: CONTACTS.length, unseen: 0, unread });
  }),
  http.get(apiUrl('contact'), () => HttpResponse.json({ data: CONTACTS })),
);
beforeEach(() => {
  unread = 3;
  readAllCalls = 0;
  localStorage.setItem('token', 'staff-token');
});

const renderAlerts = () =>
  renderWithStore(<AlertsMenu />, {
    route: '/dashboard',
    path: '/dashboard',
    routes: [{ path: '/contact-list', element: <h1>Contacts</h1> }],
  });

describe('top-bar alerts', () => {
  it('shows how many messages nobody has read yet (not a hard-coded 2)', async () => {
    renderAlerts();
    const button = await screen.findByRole('button', { name: 'Messages, 3 new' });
    expect(button).toHaveTextContent('3');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('hides the badge at 0', async () => {
    unread = 0;
    renderAlerts();
    const button = await screen.findByRole('button', { name: 'Messages, none new' });
    expect(button).toHaveTextContent('');
  });

  it('opens a list of the newest messages, the unread ones marked New, each linking to its detail', async () => {
    const user = userEvent.setup();
    renderAlerts();
    await user.click(await screen.findByRole('button', { name: 'Messages, 3 new' }));
    const panel = screen.getByRole('region', { name: 'Messages' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Sender7 Lee');
    expect(items[0]).toHaveTextContent('Message number 7');
    expect(items.map((item) => within(item).queryByText('New') !== null)).toEqual([true, true, true, false, false]);
    expect(within(panel).getByRole('link', { name: 'All messages' })).toHaveAttribute('href', '/contact-list');
    expect(within(items[0]).getByRole('link')).toHaveAttribute('href', '/contact-list/c7');
  });

  it('Mark all as read calls POST /contact/read-all and the badge goes away', async () => {
    const user = userEvent.setup();
    renderAlerts();
    await user.click(await screen.findByRole('button', { name: 'Messages, 3 new' }));
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Messages, none new' })).toBeInTheDocument();
    expect(readAllCalls).toBe(1);
    expect(screen.getByText(topBarMessages.noNewMessages)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled());
  });

  it('closes on Escape and gives focus back to the bell', async () => {
    const user = userEvent.setup();
    renderAlerts();
    const bell = await screen.findByRole('button', { name: 'Messages, 3 new' });
    await user.click(bell);
    const panel = screen.getByRole('region', { name: 'Messages' });
    const [first] = await within(panel).findAllByRole('link', { name: /Sender/ });
    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveFocus();
  });

  it('says so when there are no messages at all', async () => {
    unread = 0;
    server.use(http.get(apiUrl('contact'), () => HttpResponse.json({ data: [] })));
    const user = userEvent.setup();
    renderAlerts();
    await user.click(await screen.findByRole('button', { name: 'Messages, none new' }));
    expect(await screen.findByText(topBarMessages.noMessages)).toBeInTheDocument();
  });
});
