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

it('shows each link through a redirect with the address to link to instead, and links to removed pages', async () => {
  const linkHealth: SeoAuditReply = {
    pages: [
      {
        url: '/blog/holder',
        title: 'Holder | Northstar Digital',
        editPath: '/editblog/b3',
        problems: [
          { code: 'redirectedInternalLink', message: m.redirectedInternalLink('/old-services', '/services'), suggestion: '/services' },
          { code: 'goneInternalLink', message: m.goneInternalLink('/retired-offer') },
        ],
      },
    ],
    count: 2,
  };
  server.use(http.get(apiUrl('seo/audit'), () => HttpResponse.json(linkHealth)));
  renderPage();
  const [row] = await screen.findAllByTestId('seo-audit-row');
  const [redirected, gone] = within(row).getAllByRole('listitem');
  expect(redirected).toHaveTextContent(`${m.redirectedInternalLink('/old-services', '/services')} ${m.linkInstead} /services`);
  expect(within(redirected).getByText('/services', { selector: 'code' })).toBeInTheDocument();
  expect(gone).toHaveTextContent(m.goneInternalLink('/retired-offer'));
  expect(within(gone).queryByText(m.linkInstead, { exact: false })).not.toBeInTheDocument();
  expect(within(row).getByRole('link', { name: m.editLink('/blog/holder') })).toHaveAttribute('href', '/editblog/b3');
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
