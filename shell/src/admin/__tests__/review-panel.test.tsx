// The dashboard's review part: an editor sees the queue's count and each submission with a link to
// compare, approves one or sends it back with a comment; an author sees what became of theirs,
// and neither sees the other's part.

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { permissionsOf, reviewMessages, type Review, type StaffRole } from '@agency/shared/contract/messages';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import { ReviewPanel } from '../review/review-panel';

const review = (id: string, status: Review['status'], comment = ''): Review => ({
  _id: id,
  resource: 'blog',
  entityId: `e${id}`,
  title: `Post ${id}`,
  status,
  note: 'Ready',
  comment,
  author: { _id: 'a1', name: 'Ann' },
  reviewer: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  decidedAt: null,
});
let role: StaffRole = 'editor';
const decisions: Array<{ url: string; body: unknown }> = [];
mockApi(
  http.get(apiUrl('auth/me'), () =>
    HttpResponse.json({
      _id: 'u1',
      username: 'Dana',
      email: 'd@example.com',
      phone: '',
      role: 'staff',
      staffRole: role,
      permissions: permissionsOf(role),
    }),
  ),
  http.get(apiUrl('reviews'), () => HttpResponse.json({ data: [review('1', 'pending'), review('2', 'pending')], total: 2 })),
  http.get(apiUrl('reviews/mine'), () => HttpResponse.json({ data: [review('3', 'returned', 'Add a conclusion')], total: 1 })),
  http.post(apiUrl('reviews/:id/:action'), async ({ request, params }) => {
    decisions.push({ url: `${String(params.id)}/${String(params.action)}`, body: await request.json() });
    return HttpResponse.json(review(String(params.id), params.action === 'approve' ? 'approved' : 'returned'));
  }),
);
beforeEach(() => {
  localStorage.setItem('token', 'staff-token');
  decisions.length = 0;
});

it('an editor sees the count, approves one and sends another back with a comment', async () => {
  role = 'editor';
  const user = userEvent.setup();
  renderWithStore(<ReviewPanel />);
  expect(await screen.findByText(reviewMessages.queueCount(2))).toBeInTheDocument();
  const [first, second] = screen.getAllByRole('listitem');
  expect(within(first).getByRole('link', { name: reviewMessages.compare })).toHaveAttribute('href', '/editblog/e1');
  await user.click(within(first).getByRole('button', { name: reviewMessages.approve }));
  await user.type(within(second).getByLabelText(reviewMessages.commentLabel), 'Shorter please');
  await user.click(within(second).getByRole('button', { name: reviewMessages.sendBack }));
  await waitFor(() => expect(decisions).toHaveLength(2));
  expect(decisions).toEqual([
    { url: '1/approve', body: {} },
    { url: '2/return', body: { comment: 'Shorter please' } },
  ]);
  expect(screen.queryByText(reviewMessages.mineTitle)).not.toBeInTheDocument();
});

it('an author sees what became of their submissions, with the comment', async () => {
  role = 'author';
  renderWithStore(<ReviewPanel />);
  expect(await screen.findByText(reviewMessages.mineTitle)).toBeInTheDocument();
  expect(screen.getByText(/Sent back/)).toBeInTheDocument();
  expect(screen.getByText('Add a conclusion')).toBeInTheDocument();
  expect(screen.queryByText(reviewMessages.queueTitle)).not.toBeInTheDocument();
});
