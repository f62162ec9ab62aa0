// An author's "Submit for review" under their draft: the note goes with the entry, the outcome (or
// the API's reason) shows below; roles that do not submit see no such part.

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { permissionsOf, reviewMessages, type StaffRole } from '@agency/shared/contract/messages';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import { SubmitForReview } from '../submit-for-review';

let role: StaffRole = 'author';
const sent: unknown[] = [];
const server = mockApi(
  http.get(apiUrl('auth/me'), () =>
    HttpResponse.json({
      _id: 'u1',
      username: 'Ann',
      email: 'a@example.com',
      phone: '',
      role: 'staff',
      staffRole: role,
      permissions: permissionsOf(role),
    }),
  ),
  http.post(apiUrl('reviews'), async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json({}, { status: 201 });
  }),
);
beforeEach(() => {
  localStorage.setItem('token', 'staff-token');
  sent.length = 0;
});

it('sends the entry with the note and says it was submitted; shows why the API refused', async () => {
  role = 'author';
  const user = userEvent.setup();
  renderWithStore(<SubmitForReview resource="blog" id="e1" />);
  await user.type(await screen.findByLabelText(reviewMessages.noteLabel), 'Ready for a look');
  await user.click(screen.getByRole('button', { name: reviewMessages.submit }));
  expect(await screen.findByText(reviewMessages.submitted)).toBeInTheDocument();
  expect(sent).toEqual([{ resource: 'blog', id: 'e1', note: 'Ready for a look' }]);

  server.use(http.post(apiUrl('reviews'), () => HttpResponse.json({ message: reviewMessages.alreadyPending }, { status: 409 })));
  await user.click(screen.getByRole('button', { name: reviewMessages.submit }));
  expect(await screen.findByRole('alert')).toHaveTextContent(reviewMessages.alreadyPending);
});

it('an editor, who approves instead, sees no submit part', async () => {
  role = 'editor';
  const { store } = renderWithStore(<SubmitForReview resource="blog" id="e1" />);
  await waitFor(() => expect(JSON.stringify(store.getState())).toContain('"staffRole":"editor"'));
  expect(screen.queryByRole('button', { name: reviewMessages.submit })).not.toBeInTheDocument();
});
