// Restoring an article version whose title differs: the card takes the restored title and
// slug, the form shows the restored version with no load error, and the next Update saves
// against the versions the restore left (no conflict). The history list refreshing after the
// restore is still in flight while the form reads the post again, as in a browser: the cache
// then drops reads nobody holds once the saves' tags are invalidated.

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { entityVersionTag, type Blog, type SingleBlog } from '@agency/shared/contract';
import { dialogMessages, editConflictMessages, historyMessages, resourceMessages } from '@agency/shared/contract/messages';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import { pages as blogPages } from '../blog-pages';
import { textFields, type SentRequest } from '../../../test-support/admin-screens';

const card = (): Blog => ({
  _id: 'b1',
  slug: 'ten-fixes-revised',
  heading: 'Ten fixes revised',
  description: '<p>Short summary</p>',
  image: 'cover.webp',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-02T10:00:00.000Z',
});
const body = (): SingleBlog => ({
  _id: 'sb1',
  slug: 'ten-fixes-revised',
  heading: 'Ten fixes revised',
  description: '<p>The newer article</p>',
  images: ['inside.webp'],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-02T11:00:00.000Z',
});
const RESTORED_AT = '2025-01-03T00:00:00.000Z';
const FOLLOWED_AT = '2025-01-03T00:00:01.000Z';

let store: { card: Blog; body: SingleBlog };
let sent: Array<SentRequest & { url: string; ifMatch: string | null }>;
let historyReads: number;
const record = async (request: Request, withBody = true) => {
  sent.push({
    method: request.method,
    url: new URL(request.url).pathname,
    ifMatch: request.headers.get('if-match'),
    body: withBody ? await request.formData() : new FormData(),
  });
};
const revisions = [
  { number: 2, authorId: 'u1', authorName: 'Ada Staff', createdAt: body().updatedAt, restoredFrom: null },
  { number: 1, authorId: 'u1', authorName: 'Ada Staff', createdAt: body().createdAt, restoredFrom: null },
];

mockApi(
  http.get(apiUrl('blog/:id'), async ({ params }) => {
    // Once restored, the card's read is slow: the history's refresh ends while it runs.
    if (store.card.updatedAt === FOLLOWED_AT) await delay(300);
    return params.id === 'b1' || params.id === store.card.slug
      ? HttpResponse.json(store.card)
      : HttpResponse.json({ message: 'Not found' }, { status: 404 });
  }),
  http.get(apiUrl('single-blog/slug/:slug'), ({ params }) =>
    params.slug === store.body.slug ? HttpResponse.json(store.body) : HttpResponse.json({ message: 'Not found' }, { status: 404 }),
  ),
  http.get(apiUrl('single-blog/sb1/revisions'), async () => {
    historyReads += 1;
    if (historyReads > 1) await delay(100);
    return HttpResponse.json(revisions);
  }),
  http.post(apiUrl('single-blog/sb1/revisions/1/restore'), async ({ request }) => {
    await record(request, false);
    store.body = { ...body(), heading: 'Ten fixes', slug: 'ten-fixes', description: '<p>The first article</p>', updatedAt: RESTORED_AT };
    return HttpResponse.json(store.body);
  }),
  http.put(apiUrl('blog/b1'), async ({ request }) => {
    await record(request);
    const fields = textFields(sent.at(-1)!.body);
    const updatedAt = store.card.updatedAt === card().updatedAt ? FOLLOWED_AT : '2025-01-04T00:00:00.000Z';
    store.card = { ...store.card, heading: fields.heading ?? store.card.heading, slug: fields.slug || store.card.slug, updatedAt };
    return HttpResponse.json(store.card);
  }),
  http.put(apiUrl('single-blog/sb1'), async ({ request }) => {
    await record(request);
    store.body = { ...store.body, updatedAt: '2025-01-04T00:00:01.000Z' };
    return HttpResponse.json(store.body);
  }),
);
beforeEach(() => {
  store = { card: card(), body: body() };
  sent = [];
  historyReads = 0;
});

it('restoring an article version with another title shows it with no error, and the next Update saves without a conflict', async () => {
  const user = userEvent.setup();
  renderWithStore(<blogPages.Edit />, { route: '/editblog/b1', path: '/editblog/:id' });
  const heading = await screen.findByRole('textbox', { name: /^Heading/ });
  expect(heading).toHaveValue('Ten fixes revised');

  const history = within(screen.getByRole('heading', { level: 3, name: 'Article' }).closest('section')!);
  await user.click(history.getByRole('button', { name: historyMessages.show }));
  await user.click(await history.findByRole('button', { name: historyMessages.restoreLabel(1) }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: dialogMessages.confirm }));

  await waitFor(() => expect(screen.getByRole('textbox', { name: /^Heading/ })).toHaveValue('Ten fixes'));
  await waitFor(() => expect(screen.getByRole('region', { name: 'Article' })).toHaveTextContent('The first article'));
  expect(history.getByText(historyMessages.restored(1))).toBeInTheDocument();
  expect(screen.queryByText(resourceMessages.blog.loadOneFailed)).not.toBeInTheDocument();
  // The card took the restored title and its address, at the version it was loaded with.
  expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([
    'POST /api/single-blog/sb1/revisions/1/restore',
    'PUT /api/blog/b1',
  ]);
  expect(textFields(sent[1].body)).toEqual({ heading: 'Ten fixes', slug: 'ten-fixes' });
  expect(sent[1].ifMatch).toBe(entityVersionTag(card().updatedAt));

  await user.type(screen.getByRole('textbox', { name: /^Heading/ }), ' and more');
  await user.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByText(resourceMessages.blog.updated)).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: editConflictMessages.title })).not.toBeInTheDocument();
  expect(sent.slice(2).map((request) => [request.url, request.ifMatch])).toEqual([
    ['/api/blog/b1', entityVersionTag(FOLLOWED_AT)],
    ['/api/single-blog/sb1', entityVersionTag(RESTORED_AT)],
  ]);
});
