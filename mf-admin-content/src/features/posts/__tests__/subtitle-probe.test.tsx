// The recipe's probe: a blog `subtitle` added by the recipe alone (its line in the content model; the
// column is the API's migration) shows in the post editor with the stored value under the card's
// fields, and a save that edits only the heading sends the subtitle as stored, so the stored value
// is kept (it used to go out empty on every save and erase it).

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resourceMessages } from '@agency/shared/contract/messages';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import { pages as blogPages } from '../blog-pages';
import { textFields, type SentRequest } from '../../../test-support/admin-screens';

jest.mock('@agency/shared/contract/content-model', () => {
  const actual = jest.requireActual<typeof import('@agency/shared/contract/content-model')>('@agency/shared/contract/content-model');
  const blog = actual.CONTENT_MODEL.blog;
  const subtitle = { label: 'Subtitle', column: 'text', rule: 'optionalText', input: 'text' };
  return { ...actual, CONTENT_MODEL: { ...actual.CONTENT_MODEL, blog: { ...blog, fields: { ...blog.fields, subtitle } } } };
});

const STORED = { slug: 'ten-fixes', heading: 'Ten fixes', createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T10:00:00.000Z' };
const card = {
  ...STORED,
  _id: 'b1',
  description: '<p>Short summary</p>',
  subtitle: 'What a year of audits taught us',
  image: 'cover.webp',
};
const body = { ...STORED, _id: 'sb1', description: '<p>The whole article</p>', images: ['inside.webp'] };

const sent: Array<SentRequest & { url: string }> = [];
mockApi(
  http.get(apiUrl('blog/:id'), () => HttpResponse.json(card)),
  http.get(apiUrl('single-blog/slug/:slug'), () => HttpResponse.json(body)),
  http.put(apiUrl('blog/:id'), async ({ request }) => {
    sent.push({ method: 'PUT', url: new URL(request.url).pathname, body: await request.formData() });
    return HttpResponse.json({ ...card, heading: textFields(sent.at(-1)!.body).heading, updatedAt: '2025-01-02T00:00:00.000Z' });
  }),
  http.put(apiUrl('single-blog/:id'), async ({ request }) => {
    sent.push({ method: 'PUT', url: new URL(request.url).pathname, body: await request.formData() });
    return HttpResponse.json({ ...body, updatedAt: '2025-01-02T00:00:00.000Z' });
  }),
);
it('shows the stored subtitle on the card, and a save of the heading sends it as stored', async () => {
  const user = userEvent.setup();
  renderWithStore(<blogPages.Edit />, { route: '/editblog/b1', path: '/editblog/:id' });
  const heading = await screen.findByRole('textbox', { name: /^Heading/ });
  expect(within(screen.getByRole('region', { name: 'Card' })).getByRole('textbox', { name: 'Subtitle' })).toHaveValue(card.subtitle);
  await user.type(heading, ' that work');
  await user.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByText(resourceMessages.blog.updated)).toBeInTheDocument();
  expect(sent.map((request) => request.url)).toEqual(['/api/blog/b1', '/api/single-blog/sb1']);
  expect(textFields(sent[0].body)).toMatchObject({ heading: 'Ten fixes that work', subtitle: card.subtitle });
  // The article has no subtitle: nothing of it goes to the body.
  expect(textFields(sent[1].body)).not.toHaveProperty('subtitle');
});
