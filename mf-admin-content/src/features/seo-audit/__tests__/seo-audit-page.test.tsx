import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEO_AUDIT_PATH, type SeoAuditReply } from '@agency/shared/contract';
import { seoAuditMessages as m } from '@agency/shared/contract/messages';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import SeoAuditPage from '../seo-audit-page';

const AUDIT: SeoAuditReply = {
  pages: [
    { url: '/blog/healthy', title: 'Healthy | Northstar Digital', editPath: '/editblog/b1', problems: [] },
    {
      url: '/blog/empty',
      title: 'Empty | Northstar Digital',
      editPath: '/editblog/b2',
      problems: [
        { code: 'missingDescription', message: m.missingDescription },
        { code: 'brokenInternalLink', message: m.brokenInternalLink('/blog/gone') },
      ],
    },
  ],
  count: 2,
};

const server = mockApi(http.get(apiUrl('seo/audit'), () => HttpResponse.json(AUDIT)));

const renderPage = () =>
  renderWithStore(<SeoAuditPage />, {
    route: SEO_AUDIT_PATH,
    path: SEO_AUDIT_PATH,
    routes: [{ path: '/editblog/:id', element: <p>Blog editor</p> }],
  });

it('lists every page under a heading, problems first, each with its problems and a link to its editor', async () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: m.title })).toBeInTheDocument();
  expect(await screen.findByText(m.summary(2, 1))).toBeInTheDocument();
  const rows = within(screen.getByRole('table')).getAllByTestId('seo-audit-row');
  expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
    '/blog/emptyEmpty | Northstar Digital',
    '/blog/healthyHealthy | Northstar Digital',
  ]);
  expect(
    within(rows[0])
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([m.missingDescription, m.brokenInternalLink('/blog/gone')]);
  expect(within(rows[1]).getByText(m.noProblems)).toBeInTheDocument();

  await userEvent.setup().click(within(rows[0]).getByRole('link', { name: m.editLink('/blog/empty') }));
  expect(await screen.findByText('Blog editor')).toBeInTheDocument();
});

it('says so when no page has a problem', async () => {
  server.use(http.get(apiUrl('seo/audit'), () => HttpResponse.json({ pages: [AUDIT.pages[0]], count: 0 })));
  renderPage();
  expect(await screen.findByText(m.allClear)).toBeInTheDocument();
});

it('says so when the audit cannot be loaded', async () => {
  server.use(http.get(apiUrl('seo/audit'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent(m.loadFailed);
});
