import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEO_AUDIT_PATH, type SeoAuditReply } from '@agency/shared/contract';
import { seoAuditMessages as m } from '@agency/shared/contract/messages';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import { SeoAuditBadge } from '../alerts/seo-audit-badge';

let count = 4;
let asked = 0;
mockApi(
  http.get(apiUrl('seo/audit'), () => {
    asked += 1;
    return HttpResponse.json({ pages: [], count } satisfies SeoAuditReply);
  }),
);
beforeEach(() => {
  count = 4;
  asked = 0;
  localStorage.setItem('token', 'staff-token');
});

const renderBadge = () =>
  renderWithStore(<SeoAuditBadge />, {
    route: '/dashboard',
    path: '/dashboard',
    routes: [{ path: SEO_AUDIT_PATH, element: <h1>Audit</h1> }],
  });

it('shows how many SEO problems the audit finds and leads to the audit screen', async () => {
  renderBadge();
  const link = await screen.findByRole('link', { name: m.badgeLabel(4) });
  expect(link).toHaveTextContent('4');
  await userEvent.setup().click(link);
  expect(await screen.findByRole('heading', { name: 'Audit' })).toBeInTheDocument();
});

it('hides the number when there is no problem', async () => {
  count = 0;
  renderBadge();
  await waitFor(() => expect(asked).toBe(1));
  const link = await screen.findByRole('link', { name: m.badgeLabel(0) });
  expect(link).toHaveTextContent('');
});
