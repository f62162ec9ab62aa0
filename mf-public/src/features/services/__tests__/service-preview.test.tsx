// The staff preview of a service (issue 19): the visitor's service page from the page the
// editor handed over, features included, without asking the API for it.

import { screen, within } from '@testing-library/react';
import { writePreview } from '@agency/shared/contract/preview';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import ServicePreviewPage from '../service-preview-page';

const calls: string[] = [];
const server = mockApi(http.get(apiUrl('services/page/:slug'), () => HttpResponse.json({ message: 'Not found' }, { status: 404 })));
server.events.on('request:start', ({ request }) => {
  const { pathname } = new URL(request.url);
  if (/\/page\//.test(pathname)) calls.push(pathname);
});

it('shows the title, description and features handed over, noindex, without asking the API for the service', async () => {
  writePreview(localStorage, 'svc1', {
    entry: { title: 'Unsaved service', description: '<p>Card.</p>', image: '' },
    body: {
      heading: 'Unsaved service',
      description: '<p>What we do, not saved yet.</p>',
      images: [],
      features: [{ featureIcon: 'fa-solid fa-star', featureTitle: 'Audits', featureDesc: 'Every page checked.' }],
      slug: '',
    },
  });
  renderWithStore(<ServicePreviewPage />, { route: '/preview/services/svc1', path: '/preview/services/:id' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Unsaved service' })).toBeInTheDocument();
  const article = within(screen.getByRole('article'));
  expect(await article.findByText('What we do, not saved yet.')).toBeInTheDocument();
  expect(article.getByText('Audits')).toBeInTheDocument();
  expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(calls).toEqual([]);
});
