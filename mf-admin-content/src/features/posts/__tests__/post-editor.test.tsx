// One post, one editor: the card (Blogs) and the body (Single Blogs) of a post are
// found by their shared slug and edited together; each route opens its part; one
// title goes to both; an empty article creates no body; a body needs an image when
// created; a refused save names the half that failed; a 409 opens the comparison; each
// stored half has its History, and a restored title goes to the other half too.

import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { entityVersionTag, validationMessages, type Blog, type SingleBlog } from '@agency/shared/contract';
import {
  dialogMessages,
  editConflictMessages,
  historyMessages,
  insightMessages,
  resourceMessages,
  seoFieldMessages,
} from '@agency/shared/contract/messages';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore, uploadPicture } from '@agency/shared/testing';
import { pages as blogPages } from '../blog-pages';
import { pages as singleBlogPages } from '../single-blog-pages';
import { filesOf, imageFile, textFields, type SentRequest } from '../../../test-support/admin-screens';

const card = (): Blog => ({
  _id: 'b1',
  slug: 'ten-fixes',
  heading: 'Ten fixes',
  description: '<p>Short summary</p>',
  image: 'cover.webp',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
});
const body = (): SingleBlog => ({
  _id: 'sb1',
  slug: 'ten-fixes',
  heading: 'Ten fixes',
  description: '<p>The whole article</p>',
  images: ['inside.webp'],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T11:00:00.000Z',
});

let store: { cards: Blog[]; bodies: SingleBlog[] };
let sent: Array<SentRequest & { url: string; ifMatch: string | null }>;
const record = async (request: Request) => {
  sent.push({
    method: request.method,
    url: new URL(request.url).pathname,
    ifMatch: request.headers.get('if-match'),
    body: await request.formData(),
  });
};
const server = mockApi(
  http.get(apiUrl('blog/:id'), ({ params }) => {
    const found = store.cards.find((item) => item._id === params.id || item.slug === params.id);
    return found ? HttpResponse.json(found) : HttpResponse.json({ message: 'Not found' }, { status: 404 });
  }),
  http.get(apiUrl('single-blog/slug/:slug'), ({ params }) => {
    const found = store.bodies.find((item) => item.slug === params.slug);
    return found ? HttpResponse.json(found) : HttpResponse.json({ message: 'Not found' }, { status: 404 });
  }),
  http.get(apiUrl('single-blog/:id'), ({ params }) => {
    const found = store.bodies.find((item) => item._id === params.id);
    return found ? HttpResponse.json(found) : HttpResponse.json({ message: 'Not found' }, { status: 404 });
  }),
  http.put(apiUrl('blog/:id'), async ({ request }) => {
    await record(request);
    return HttpResponse.json({ ...store.cards[0], heading: textFields(sent.at(-1)!.body).heading, updatedAt: '2025-01-02T00:00:00.000Z' });
  }),
  http.put(apiUrl('single-blog/:id'), async ({ request }) => {
    await record(request);
    return HttpResponse.json({ ...store.bodies[0], heading: textFields(sent.at(-1)!.body).heading, updatedAt: '2025-01-02T00:00:00.000Z' });
  }),
  http.post(apiUrl('blog'), async ({ request }) => {
    await record(request);
    return HttpResponse.json({ ...card(), _id: 'b-new' }, { status: 201 });
  }),
  http.post(apiUrl('single-blog'), async ({ request }) => {
    await record(request);
    return HttpResponse.json({ ...body(), _id: 'sb-new' }, { status: 201 });
  }),
);
beforeEach(() => {
  store = { cards: [card()], bodies: [body()] };
  sent = [];
});

const openCard = () => renderWithStore(<blogPages.Edit />, { route: '/editblog/b1', path: '/editblog/:id' });
const openBody = () => renderWithStore(<singleBlogPages.Edit />, { route: '/edit-singleblog/sb1', path: '/edit-singleblog/:id' });

it('opens the card route with both halves on one screen and saves one heading to both', async () => {
  const user = userEvent.setup();
  openCard();
  const heading = await screen.findByRole('textbox', { name: /^Heading/ });
  expect(heading).toHaveValue('Ten fixes');
  expect(screen.getByRole('region', { name: 'Card' })).toHaveTextContent('Short summary');
  expect(screen.getByRole('region', { name: 'Article' })).toHaveTextContent('The whole article');
  await user.type(heading, ' that work');
  await user.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByText(resourceMessages.blog.updated)).toBeInTheDocument();
  expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual(['PUT /api/blog/b1', 'PUT /api/single-blog/sb1']);
  expect(textFields(sent[0].body)).toMatchObject({ heading: 'Ten fixes that work', description: '<p>Short summary</p>' });
  expect(textFields(sent[1].body)).toMatchObject({ heading: 'Ten fixes that work', description: '<p>The whole article</p>' });
  expect(sent[0].ifMatch).toBe(entityVersionTag('2025-01-01T10:00:00.000Z'));
  expect(sent[1].ifMatch).toBe(entityVersionTag('2025-01-01T11:00:00.000Z'));
});

it('opens the Single Blogs route at the article part of the same editor', async () => {
  openBody();
  const article = await screen.findByRole('region', { name: 'Article' });
  await waitFor(() => expect(within(article).getByRole('heading', { name: 'Article' })).toHaveFocus());
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit Single Blog');
  expect(screen.getByRole('textbox', { name: /^Heading/ })).toHaveValue('Ten fixes');
  expect(screen.getByRole('region', { name: 'Card' })).toHaveTextContent('Short summary');
});

it('adds a post with its card only when the article is empty, and both halves when it is written', async () => {
  const user = userEvent.setup();
  const { router } = renderWithStore(<blogPages.Add />, { route: '/addblog', path: '/addblog' });
  await user.type(screen.getByRole('textbox', { name: /^Heading/ }), 'Card only');
  await uploadPicture(user, screen.getByLabelText(/^Cover image/), imageFile('cover.png'));
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  // The editor then opens the new post at its edit address, carrying the success message.
  await waitFor(() => expect(router.state.location.state).toEqual({ saved: resourceMessages.blog.created }));
  expect(sent.map((request) => request.url)).toEqual(['/api/blog']);
  cleanup();

  sent = [];
  renderWithStore(<blogPages.Add />, { route: '/addblog', path: '/addblog' });
  await user.type(screen.getByRole('textbox', { name: /^Heading/ }), 'Both halves');
  await uploadPicture(user, screen.getByLabelText(/^Cover image/), imageFile('cover.png'));
  // Article text goes in the way the editor takes it in this test DOM: a linked phrase.
  await user.click(within(screen.getByRole('toolbar', { name: 'Article formatting' })).getByRole('button', { name: 'Insert link' }));
  const dialog = screen.getByRole('dialog', { name: 'Insert link' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Address' }), 'https://example.com/');
  await user.type(within(dialog).getByRole('textbox', { name: /Link text/ }), 'The article');
  await user.click(within(dialog).getByRole('button', { name: 'Insert link' }));
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  // A new body needs at least one image (product §5).
  expect(await screen.findByText('Please choose at least one image')).toBeInTheDocument();
  expect(sent).toHaveLength(0);
  await user.upload(screen.getByLabelText(/^Article images/), imageFile('inside.png'));
  // Each new picture of the article needs its words too (issue 19).
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  expect(await screen.findByText(validationMessages.altRequired)).toBeInTheDocument();
  expect(sent).toHaveLength(0);
  await user.type(screen.getByRole('textbox', { name: /^Alt text of inside\.png/ }), 'A chart inside the article');
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(sent.map((request) => request.url)).toEqual(['/api/blog', '/api/single-blog']));
  expect(textFields(sent[1].body)).toMatchObject({ heading: 'Both halves' });
  expect(textFields(sent[1].body).description).toContain('>The article</a>');
  expect(filesOf(sent[1].body, 'images')).toEqual(['inside.png']);
  expect(JSON.parse(textFields(sent[1].body).imageAlts)).toEqual(['A chart inside the article']);
});

it('says which half failed: a refused article shows the single blog message', async () => {
  server.use(http.put(apiUrl('single-blog/:id'), () => HttpResponse.json({ message: 'The article is too long' }, { status: 400 })));
  const user = userEvent.setup();
  openCard();
  await user.click(await screen.findByRole('button', { name: 'Update' }));
  expect(await screen.findByText('The article is too long')).toBeInTheDocument();
});

it('compares both halves with the saved post after a conflict, keeping mine per field', async () => {
  server.use(
    http.put(apiUrl('blog/:id'), () => HttpResponse.json({ message: 'This entry was changed by someone else.' }, { status: 409 }), {
      once: true,
    }),
  );
  const user = userEvent.setup();
  openCard();
  const heading = await screen.findByRole('textbox', { name: /^Heading/ });
  store.cards[0] = { ...card(), description: '<p>Their summary</p>', updatedAt: '2025-01-03T00:00:00.000Z' };
  await user.type(heading, ' (mine)');
  await user.click(screen.getByRole('button', { name: 'Update' }));
  const review = await screen.findByRole('region', { name: editConflictMessages.title });
  const summary = within(review).getByRole('group', { name: 'Summary' });
  await user.click(within(summary).getByRole('radio', { name: editConflictMessages.keepTheirs }));
  await user.click(within(review).getByRole('button', { name: editConflictMessages.apply }));
  await user.click(screen.getByRole('button', { name: 'Update' }));
  await waitFor(() => expect(sent.map((request) => request.url)).toEqual(['/api/blog/b1', '/api/single-blog/sb1']));
  expect(textFields(sent[0].body)).toMatchObject({ heading: 'Ten fixes (mine)', description: '<p>Their summary</p>' });
  expect(sent[0].ifMatch).toBe(entityVersionTag('2025-01-03T00:00:00.000Z'));
});

it('a conflict lists only the fields someone changed: theirs is taken where only they changed, mine kept where only I did', async () => {
  server.use(
    http.put(apiUrl('blog/:id'), () => HttpResponse.json({ message: 'This entry was changed by someone else.' }, { status: 409 }), {
      once: true,
    }),
  );
  const user = userEvent.setup();
  openCard();
  const keyphrase = await screen.findByLabelText(seoFieldMessages.labels.focusKeyphrase);
  // Meanwhile a colleague added a meta description; their save wrote the same summary and article a little differently.
  store.cards[0] = {
    ...card(),
    description: '<p>Short summary</p>\n',
    metaDescription: 'Ten fixes for a faster site.',
    updatedAt: '2025-01-03T00:00:00.000Z',
  };
  store.bodies[0] = { ...body(), description: '<p>The whole article</p>\n', updatedAt: '2025-01-03T00:00:01.000Z' };
  await user.type(keyphrase, 'site fixes');
  await user.click(screen.getByRole('button', { name: 'Update' }));

  const review = await screen.findByRole('region', { name: editConflictMessages.title });
  expect(
    within(review)
      .getAllByRole('group')
      .map((group) => group.querySelector('legend')?.textContent),
  ).toEqual([seoFieldMessages.labels.focusKeyphrase, seoFieldMessages.labels.metaDescription]);
  const theirs = within(review).getByRole('group', { name: seoFieldMessages.labels.metaDescription });
  expect(theirs).toHaveTextContent(editConflictMessages.changedByThem);
  expect(within(theirs).getByRole('radio', { name: editConflictMessages.keepTheirs })).toBeChecked();
  const mine = within(review).getByRole('group', { name: seoFieldMessages.labels.focusKeyphrase });
  expect(mine).toHaveTextContent(editConflictMessages.changedByMe);
  expect(within(mine).getByRole('radio', { name: editConflictMessages.keepMine })).toBeChecked();

  await user.click(within(review).getByRole('button', { name: editConflictMessages.apply }));
  // The refusal's note goes with the conflict it described.
  expect(screen.queryByText('This entry was changed by someone else.')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Update' }));
  await waitFor(() => expect(sent.map((request) => request.url)).toEqual(['/api/blog/b1', '/api/single-blog/sb1']));
  expect(textFields(sent[0].body)).toMatchObject({ metaDescription: 'Ten fixes for a faster site.', focusKeyphrase: 'site fixes' });
  expect(sent[0].ifMatch).toBe(entityVersionTag('2025-01-03T00:00:00.000Z'));
});

it('has a History per stored half; restoring a card version with another heading gives the article that heading too', async () => {
  const earlier: Blog = { ...card(), heading: 'Nine fixes', slug: 'nine-fixes', updatedAt: '2024-12-31T10:00:00.000Z' };
  server.use(
    http.get(apiUrl('blog/b1/revisions'), () =>
      HttpResponse.json([
        { number: 2, authorId: 'u1', authorName: 'Ada Staff', createdAt: card().updatedAt, restoredFrom: null },
        { number: 1, authorId: 'u1', authorName: 'Ada Staff', createdAt: earlier.updatedAt, restoredFrom: null },
      ]),
    ),
    http.post(apiUrl('blog/b1/revisions/1/restore'), ({ request }) => {
      sent.push({ method: 'POST', url: new URL(request.url).pathname, ifMatch: request.headers.get('if-match'), body: new FormData() });
      store.cards = [{ ...earlier, updatedAt: '2025-01-02T00:00:00.000Z' }];
      return HttpResponse.json(store.cards[0]);
    }),
    http.put(apiUrl('single-blog/:id'), async ({ request }) => {
      await record(request);
      store.bodies = [{ ...body(), heading: 'Nine fixes', slug: 'nine-fixes', updatedAt: '2025-01-02T00:00:01.000Z' }];
      return HttpResponse.json(store.bodies[0]);
    }),
  );
  const user = userEvent.setup();
  openCard();
  await screen.findByRole('textbox', { name: /^Heading/ });
  expect(screen.getByRole('heading', { level: 2, name: historyMessages.title })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'Article' })).toBeInTheDocument();
  const history = within(screen.getByRole('heading', { level: 3, name: 'Card' }).closest('section')!);
  await user.click(history.getByRole('button', { name: historyMessages.show }));
  await user.click(await history.findByRole('button', { name: historyMessages.restoreLabel(1) }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: dialogMessages.confirm }));

  await waitFor(() => expect(screen.getByRole('textbox', { name: /^Heading/ })).toHaveValue('Nine fixes'));
  expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([
    'POST /api/blog/b1/revisions/1/restore',
    'PUT /api/single-blog/sb1',
  ]);
  expect(sent[0].ifMatch).toBe(entityVersionTag(card().updatedAt));
  expect(textFields(sent[1].body)).toEqual({ heading: 'Nine fixes', slug: 'nine-fixes' });
  expect(sent[1].ifMatch).toBe(entityVersionTag(body().updatedAt));
});

it("shows a published post's own figures of the last 30 days, and none for a draft", async () => {
  const asked: string[] = [];
  server.use(
    http.get(apiUrl('insights/page'), ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('path')!);
      return HttpResponse.json({
        path: '/blog/ten-fixes',
        from: '2025-01-01',
        to: '2025-01-30',
        views: 1234,
        visitors: 800,
        leads: 3,
        vitals: [
          { metric: 'LCP', p75: 1800, samples: 40, rating: 'good' },
          { metric: 'INP', p75: 320, samples: 25, rating: 'needs-improvement' },
        ],
      });
    }),
  );
  const shown = openCard();
  const panel = await screen.findByRole('region', { name: insightMessages.page.title });
  expect(asked).toEqual(['/blog/ten-fixes']);
  await waitFor(() => expect(within(panel).getByText('1,234')).toBeInTheDocument());
  expect(within(panel).getByText(insightMessages.page.leads).nextSibling).toHaveTextContent('3');
  expect(within(panel).getByText(insightMessages.page.vital('INP', '320 ms', 'Needs improvement'))).toBeInTheDocument();
  shown.unmount();
  cleanup();

  store.cards = [{ ...card(), state: 'draft' } as Blog];
  openCard();
  await screen.findByRole('textbox', { name: /^Heading/ });
  expect(screen.queryByRole('region', { name: insightMessages.page.title })).not.toBeInTheDocument();
});
