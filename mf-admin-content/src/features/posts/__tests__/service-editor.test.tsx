// A service's features in the one editor of a service (its page half, Single
// Services): rows added with + and removed with -, sent as the body's JSON string,
// and one blank row when the stored list is empty (product §2).

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Service, SingleService } from '@agency/shared/contract';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore, uploadPicture } from '@agency/shared/testing';
import { pages as singleServicePages } from '../single-service-pages';
import { imageFile, textFields, type SentRequest } from '../../../test-support/admin-screens';

const card = (): Service => ({
  _id: 's1',
  slug: 'seo-audit',
  title: 'SEO audit',
  description: '<p>Short</p>',
  image: 'card.webp',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
});
const body = (): SingleService => ({
  _id: 'ss1',
  slug: 'seo-audit',
  heading: 'SEO audit',
  description: '<p>Detail</p>',
  images: ['page.webp'],
  features: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T11:00:00.000Z',
});

let sent: Array<SentRequest & { url: string }>;
const record = async (request: Request) => {
  sent.push({ method: request.method, url: new URL(request.url).pathname, body: await request.formData() });
};
mockApi(
  http.get(apiUrl('services/slug/:slug'), () => HttpResponse.json(card())),
  http.get(apiUrl('services/:id'), () => HttpResponse.json(card())),
  http.get(apiUrl('single-service/:id'), () => HttpResponse.json(body())),
  http.get(apiUrl('single-service/slug/:slug'), () => HttpResponse.json(body())),
  http.post(apiUrl('services'), async ({ request }) => {
    await record(request);
    return HttpResponse.json({ ...card(), _id: 's-new' }, { status: 201 });
  }),
  http.post(apiUrl('single-service'), async ({ request }) => {
    await record(request);
    return HttpResponse.json({ ...body(), _id: 'ss-new' }, { status: 201 });
  }),
);
beforeEach(() => {
  sent = [];
});

const rows = () => within(screen.getByRole('group', { name: 'Features' })).getAllByRole('listitem');

it("adds feature rows with + and removes them with -, and sends them as the page half's JSON string", async () => {
  const user = userEvent.setup();
  renderWithStore(<singleServicePages.Add />, { route: '/add-singleservice', path: '/add-singleservice' });
  expect(rows()).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Remove feature 1' })).toBeDisabled();
  await user.type(screen.getByRole('combobox', { name: 'Icon of feature 1' }), 'fa-solid fa-star');
  await user.type(screen.getByRole('textbox', { name: 'Title of feature 1' }), 'Keywords');
  await user.click(screen.getByRole('button', { name: 'Add a feature after feature 1' }));
  await user.click(screen.getByRole('button', { name: 'Add a feature after feature 2' }));
  expect(rows()).toHaveLength(3);
  await user.type(screen.getByRole('textbox', { name: 'Description of feature 2' }), 'Second');
  await user.click(screen.getByRole('button', { name: 'Remove feature 3' }));
  expect(rows()).toHaveLength(2);
  await user.type(screen.getByRole('textbox', { name: /^Title(?! of feature)/ }), 'Keyword research');
  await uploadPicture(user, screen.getByLabelText(/^Card image/), imageFile('card.png'));
  await user.upload(screen.getByLabelText(/^Service page images/), imageFile('page.png'));
  await user.type(screen.getByRole('textbox', { name: /^Alt text of page\.png/ }), 'A keyword map');
  await user.click(screen.getByRole('button', { name: /^(Publish|Submit)$/ }));
  await waitFor(() => expect(sent.map((request) => request.url)).toEqual(['/api/services', '/api/single-service']));
  expect(textFields(sent[1].body).heading).toBe('Keyword research');
  expect(JSON.parse(textFields(sent[1].body).imageAlts)).toEqual(['A keyword map']);
  expect(JSON.parse(textFields(sent[1].body).features)).toEqual([
    { featureIcon: 'fa-solid fa-star', featureTitle: 'Keywords', featureDesc: '' },
    { featureIcon: '', featureTitle: '', featureDesc: 'Second' },
  ]);
});

it('shows one blank feature row when the stored list is empty (product §2)', async () => {
  renderWithStore(<singleServicePages.Edit />, { route: '/edit-singleservice/ss1', path: '/edit-singleservice/:id' });
  expect(await screen.findByRole('combobox', { name: 'Icon of feature 1' })).toHaveValue('');
  expect(rows()).toHaveLength(1);
});
