import { screen } from '@testing-library/react';
import { loadErrors } from '@agency/shared/contract';
import { apiUrl, http, HttpResponse, mockApi } from '@agency/shared/testing';
import ProfilePage from '../profile-page';
import { renderPage } from '../../../test-support/screens';

const server = mockApi(
  http.get(apiUrl('auth/me'), ({ request }) =>
    // Signed in: the session cookie goes along by itself; the page sends its session's token.
    request.headers.get('x-csrf-token') === 'staff-token'
      ? HttpResponse.json({ _id: 'u1', username: 'Dana Reyes', email: 'dana@example.com', phone: '0123456789', role: 'staff' })
      : HttpResponse.json({ message: 'Please log in to continue' }, { status: 401 }),
  ),
);
beforeEach(() => localStorage.setItem('token', 'staff-token'));

/** The value shown under a term of the details list. */
const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Profile (/user-profile)', () => {
  it('shows the signed-in account from GET /auth/me, not sample data', async () => {
    renderPage(ProfilePage, '/user-profile');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dana Reyes' })).toBeInTheDocument();
    expect(detail('Email')).toBe('dana@example.com');
    expect(detail('Phone')).toBe('0123456789');
    expect(detail('Role')).toMatch(/^Staff/);
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/settings');
  });

  it('says so when the account cannot be loaded', async () => {
    server.use(http.get(apiUrl('auth/me'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderPage(ProfilePage, '/user-profile');
    expect(await screen.findByRole('alert')).toHaveTextContent(loadErrors.data);
  });
});
