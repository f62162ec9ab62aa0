// One message in full: opening it marks it read once, "Mark as unread" puts it back
// (and is not undone by the refresh), the reply is a mailto with Re: and the quote,
// the staff e-mail's history shows, and delete returns to the list, which offers Undo.

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ContactDetail } from '@agency/shared/contract';
import { dialogMessages, insightMessages, notificationMessages as m, trashMessages } from '@agency/shared/contract/messages';
import { apiUrl, http, HttpResponse, mockApi } from '@agency/shared/testing';
import ContactDetailPage from '../contact-detail-page';
import { TrashedContactNotice } from '../trashed-contact-notice';
import { renderPage } from '../../../test-support/screens';

const stored = (): ContactDetail => ({
  _id: 'c1',
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phone: '07123456789',
  subject: 'Seo Audit',
  message: 'Please audit our site.\nThanks!',
  source: 'quote-service',
  sourceDetail: 'Local SEO',
  createdAt: '2025-03-02T10:30:00.000Z',
  readAt: null,
  readBy: null,
  readByName: null,
  notification: {
    _id: 'n1',
    contactId: 'c1',
    status: 'failed',
    attempts: 24,
    lastError: 'Invalid login: 535 Authentication failed',
    createdAt: '2025-03-02T10:30:00.000Z',
    sentAt: null,
    nextAttemptAt: null,
    contact: {
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      subject: 'Seo Audit',
      source: 'quote-service',
      sourceDetail: 'Local SEO',
    },
  },
});

let contact: ContactDetail;
let readCalls: boolean[];
let deleted: string[];
const server = mockApi(
  http.get(apiUrl('contact/c1'), () => HttpResponse.json(contact)),
  http.put(apiUrl('contact/c1/read'), async ({ request }) => {
    const { read } = (await request.json()) as { read: boolean };
    readCalls.push(read);
    contact = { ...contact, readAt: read ? '2025-03-03T09:00:00.000Z' : null, readByName: read ? 'Admin' : null };
    return HttpResponse.json(contact);
  }),
  http.get(apiUrl('contact/summary'), () => HttpResponse.json({ total: 1, unseen: 0, unread: contact.readAt ? 0 : 1 })),
  http.delete(apiUrl('contact/c1'), () => {
    deleted.push('c1');
    return HttpResponse.json({ message: 'Deleted successfully' });
  }),
);
beforeEach(() => {
  contact = stored();
  readCalls = [];
  deleted = [];
});

const renderDetail = () =>
  renderPage(ContactDetailPage, '/contact-list/c1', '/contact-list/:id', {
    routes: [{ path: '/contact-list', element: <h1>All contacts</h1> }],
  });

it('shows the whole message and its sender, and reads it once on opening', async () => {
  const user = userEvent.setup();
  renderDetail();
  expect(await screen.findByRole('heading', { level: 1, name: 'Message from Ann Lee' })).toBeInTheDocument();
  expect(screen.getByText(/Please audit our site\./).textContent).toBe('Please audit our site.\nThanks!');
  const sender = screen.getByRole('region', { name: 'Sender' });
  expect(within(sender).getByRole('link', { name: 'ann@example.com' })).toHaveAttribute('href', 'mailto:ann@example.com');
  expect(sender).toHaveTextContent('Service quote: Local SEO');
  await waitFor(() => expect(sender).toHaveTextContent(/Read.*by Admin/));
  expect(readCalls).toEqual([true]);

  await user.click(screen.getByRole('button', { name: 'Mark as unread' }));
  await waitFor(() => expect(sender).toHaveTextContent('Not yet'));
  expect(screen.getByRole('button', { name: 'Mark as read' })).toBeInTheDocument();
  expect(readCalls).toEqual([true, false]);
});

it('replies by e-mail with Re: and the message quoted', async () => {
  renderDetail();
  const reply = await screen.findByRole('link', { name: 'Reply by e-mail' });
  const href = reply.getAttribute('href')!;
  expect(href.startsWith('mailto:ann@example.com?')).toBe(true);
  const params = new URLSearchParams(href.slice(href.indexOf('?') + 1));
  expect(params.get('subject')).toBe('Re: Seo Audit');
  expect(params.get('body')).toContain('Ann Lee wrote:\n> Please audit our site.\n> Thanks!');
});

it('shows where the visitor came from: channel, campaign, landing page and pages viewed', async () => {
  contact = {
    ...stored(),
    attribution: {
      channel: 'email',
      referrer: 'mail.google.com',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'nov',
      landingPage: '/blog',
      pagesViewed: 3,
    },
  };
  renderDetail();
  const cameFrom = await screen.findByRole('region', { name: insightMessages.attributionLabel });
  const f = insightMessages.attributionFields;
  expect(cameFrom).toHaveTextContent(`${f.channel}email`);
  expect(cameFrom).toHaveTextContent(`${f.utmCampaign}nov`);
  expect(cameFrom).toHaveTextContent(`${f.landingPage}/blog`);
  expect(cameFrom).toHaveTextContent(`${f.pagesViewed}3`);
  expect(cameFrom).toHaveTextContent(`${f.referrer}mail.google.com`);
});

it('shows "unknown" for a message sent without its source', async () => {
  renderDetail();
  const cameFrom = await screen.findByRole('region', { name: insightMessages.attributionLabel });
  expect(cameFrom).toHaveTextContent(`${insightMessages.attributionFields.channel}${insightMessages.unknown}`);
});

it('shows the history of the staff e-mail about it', async () => {
  renderDetail();
  const email = await screen.findByRole('region', { name: m.tabNotifications });
  expect(email).toHaveTextContent(m.status.failed);
  expect(email).toHaveTextContent(m.gaveUp);
  expect(email).toHaveTextContent('24');
  expect(email).toHaveTextContent('Invalid login: 535 Authentication failed');
});

it('deletes after confirmation and goes back to the list', async () => {
  const user = userEvent.setup();
  renderDetail();
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  await user.click(
    within(screen.getByRole('dialog', { name: dialogMessages.deleteTitle })).getByRole('button', { name: dialogMessages.confirm }),
  );
  expect(await screen.findByRole('heading', { name: 'All contacts' })).toBeInTheDocument();
  expect(deleted).toEqual(['c1']);
});

it('deleted from its page, the message is in the trash: the list offers Undo, which puts it back', async () => {
  const restored: string[] = [];
  server.use(
    http.post(apiUrl('trash/:id/restore'), ({ params }) => {
      restored.push(String(params.id));
      return HttpResponse.json({ resource: 'contact', entry: { _id: 'c1' }, slugChanged: false });
    }),
  );
  const user = userEvent.setup();
  renderPage(ContactDetailPage, '/contact-list/c1', '/contact-list/:id', {
    routes: [{ path: '/contact-list', element: <TrashedContactNotice /> }],
  });
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  await user.click(
    within(screen.getByRole('dialog', { name: dialogMessages.deleteTitle })).getByRole('button', { name: dialogMessages.confirm }),
  );
  expect(await screen.findByText(trashMessages.movedToTrash('message from Ann Lee'))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: trashMessages.viewTrash })).toHaveAttribute('href', '/trash');
  await user.click(screen.getByRole('button', { name: trashMessages.undo }));
  await waitFor(() => expect(restored).toEqual(['c1']));
  await waitFor(() => expect(screen.queryByText(trashMessages.movedToTrash('message from Ann Lee'))).not.toBeInTheDocument());
});
