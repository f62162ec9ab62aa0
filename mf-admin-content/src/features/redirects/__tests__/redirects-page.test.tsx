import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REDIRECTS_PATH, type NotFoundEntry, type RedirectRule } from '@agency/shared/contract';
import { redirectMessages as m } from '@agency/shared/contract/messages';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import RedirectsPage from '../redirects-page';

const MISSING: NotFoundEntry = {
  path: '/old-pricing',
  hits: 3,
  firstSeen: '2026-11-20T10:00:00.000Z',
  lastSeen: '2026-11-28T10:00:00.000Z',
  referrers: [{ url: 'https://partner.example/', hits: 2 }],
  ignored: false,
  redirected: false,
};
const SLUG_RULE: RedirectRule = {
  id: 'slug:blog:first',
  from: '/blog/first',
  to: '/blog/second',
  status: 301,
  match: 'exact',
  query: 'keep',
  enabled: true,
  note: '',
  hitCount: 0,
  lastHit: null,
  source: 'slug',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const sent: unknown[] = [];
const ignored: unknown[] = [];
const server = mockApi(
  http.get(apiUrl('redirects'), () => HttpResponse.json({ data: [SLUG_RULE], total: 1, page: 1, limit: 20 })),
  http.get(apiUrl('redirects/not-found'), () => HttpResponse.json({ data: [MISSING], total: 1, page: 1, limit: 20 })),
  http.put(apiUrl('redirects/not-found/ignored'), async ({ request }) => {
    ignored.push(await request.json());
    return HttpResponse.json({ path: MISSING.path, ignored: true });
  }),
  http.post(apiUrl('redirects'), async ({ request }) => {
    const body = (await request.json()) as { from: string; confirm?: boolean };
    sent.push(body);
    if (body.from === '/services' && !body.confirm)
      return HttpResponse.json({ message: m.livePage('/services'), needsConfirmation: true }, { status: 409 });
    return HttpResponse.json({ ...SLUG_RULE, ...body, id: '0123456789abcdef01234567', source: 'rule' }, { status: 201 });
  }),
);

const renderPage = () => renderWithStore(<RedirectsPage />, { route: REDIRECTS_PATH, path: REDIRECTS_PATH });

beforeEach(() => {
  sent.length = 0;
  ignored.length = 0;
});

it('"Redirect this" in the 404 monitor fills From, and Add sends the rule', async () => {
  renderPage();
  const monitor = await screen.findByRole('region', { name: m.notFoundTitle });
  expect(await within(monitor).findByText('/old-pricing')).toBeInTheDocument();
  expect(within(monitor).getByText('https://partner.example/')).toBeInTheDocument();
  await userEvent.click(within(monitor).getByRole('button', { name: m.redirectThisLabel('/old-pricing') }));
  expect(screen.getByLabelText(m.fields.from)).toHaveValue('/old-pricing');
  expect(screen.getByLabelText(m.fields.to)).toHaveFocus();
  await userEvent.type(screen.getByLabelText(m.fields.to), '/pricing');
  await userEvent.click(screen.getByRole('button', { name: m.add.idle }));
  expect(await screen.findByText(m.added('/old-pricing'))).toBeInTheDocument();
  expect(sent).toEqual([{ from: '/old-pricing', to: '/pricing', status: 301, match: 'exact', query: 'ignore', note: '' }]);
});

it('a live page asks for confirmation; old slugs are listed without Delete; Ignore is sent', async () => {
  renderPage();
  expect(await screen.findByText(`301 (${m.fromSlug})`)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /delete/i })).not.toBeInTheDocument();
  await userEvent.type(screen.getByLabelText(m.fields.from), '/services');
  await userEvent.type(screen.getByLabelText(m.fields.to), '/about');
  await userEvent.click(screen.getByRole('button', { name: m.add.idle }));
  expect(await screen.findByText(m.livePage('/services'))).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: m.confirmLive }));
  expect(await screen.findByText(m.added('/services'))).toBeInTheDocument();
  expect(sent).toEqual([expect.not.objectContaining({ confirm: true }), expect.objectContaining({ from: '/services', confirm: true })]);
  await userEvent.click(screen.getByRole('button', { name: m.ignoreLabel('/old-pricing') }));
  await waitFor(() => expect(ignored).toEqual([{ path: '/old-pricing', ignored: true }]));
  void server;
});
