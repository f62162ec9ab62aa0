import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REDIRECTS_PATH } from '@agency/shared/contract';
import { redirectMessages as m } from '@agency/shared/contract/messages';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import { NotFoundBadge } from '../alerts/not-found-badge';

mockApi(http.get(apiUrl('redirects/not-found/summary'), () => HttpResponse.json({ newThisWeek: 3 })));
beforeEach(() => localStorage.setItem('token', 'staff-token'));

it('shows how many missing pages visitors met this week and leads to the 404 monitor', async () => {
  renderWithStore(<NotFoundBadge />, {
    route: '/dashboard',
    path: '/dashboard',
    routes: [{ path: REDIRECTS_PATH, element: <h1>Redirects</h1> }],
  });
  const link = await screen.findByRole('link', { name: m.badgeLabel(3) });
  expect(link).toHaveTextContent('3');
  await userEvent.setup().click(link);
  expect(await screen.findByRole('heading', { name: 'Redirects' })).toBeInTheDocument();
});
