import { screen, within } from '@testing-library/react';
import { loadErrors } from '@agency/shared/contract';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import { service } from '../../../testing/fixtures';
import ServiceListPage from '../service-list-page';

const server = mockApi(
  http.get(apiUrl('services'), () =>
    HttpResponse.json([
      service(1, { title: 'Google Ads', slug: 'google-ads', description: '<p>Search <strong>ads</strong> that&nbsp;convert.</p>' }),
      service(2),
    ]),
  ),
);

describe('services list', () => {
  it('shows a card per service with image, title linking to its page and the description as plain text', async () => {
    renderWithStore(<ServiceListPage />, { route: '/services' });
    expect(screen.getByRole('heading', { level: 1, name: 'Our Services' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Google Ads' });
    expect(link).toHaveAttribute('href', '/services/google-ads');
    const card = within(link.closest('article') as HTMLElement);
    expect(card.getByText('Search ads that convert.')).toBeInTheDocument();
    expect(card.getByRole('presentation')).toHaveAttribute('src', '/api/serviceimg/service-1.webp');
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('says so when the services cannot be loaded', async () => {
    server.use(http.get(apiUrl('services'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderWithStore(<ServiceListPage />, { route: '/services' });
    expect(await screen.findByRole('alert')).toHaveTextContent(loadErrors.services);
  });
});
