// The frame of a staff preview (issue 19): behind the staff guard like every admin route, and
// marked as a preview above the page.

import { screen } from '@testing-library/react';
import { previewMessages } from '@agency/shared/contract/preview';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import { PreviewFrame } from '../preview-frame';

const server = mockApi();

const renderPreview = () =>
  renderWithStore(<PreviewFrame />, {
    route: '/preview/blog/abc',
    path: '/preview/blog/:id',
    routes: [{ path: '/login', element: <h1>Login page</h1> }],
  });

it('sends a visitor to /login, showing nothing of the preview', async () => {
  renderPreview();
  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  expect(screen.queryByText(previewMessages.banner)).not.toBeInTheDocument();
});

it('shows staff the page under the banner that says it is not published', async () => {
  localStorage.setItem('token', 'staff-token');
  server.use(
    http.get(apiUrl('auth/me'), () =>
      HttpResponse.json({ _id: 'u1', username: 'Dana', email: 'dana@example.com', phone: '0123456789', role: 'staff' }),
    ),
  );
  renderPreview();
  expect(await screen.findByText(previewMessages.banner)).toHaveAttribute('role', 'status');
});
