// The audit trail screen: an owner sees who changed what, when and from where; each filter asks the
// API again (from page 1), pages move on, Export CSV downloads the filtered file; another role is
// told why it sees nothing.

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auditMessages as m, permissionsOf, roleMessages, type AuditEntry, type StaffRole } from '@agency/shared/contract/messages';
import { apiUrl, http, HttpResponse, mockApi } from '@agency/shared/testing';
import AuditTrailPage from '../audit-trail-page';
import { renderPage, tableRows } from '../../../test-support/screens';

const entry = (n: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  _id: `a${n}`,
  at: `2026-11-2${n % 10}T10:00:00.000Z`,
  userId: 'u1',
  userEmail: 'owner@example.com',
  action: 'update',
  resourceType: 'blog',
  resourceId: `b${n}`,
  summary: 'fields: heading',
  ip: '203.0.113.7',
  userAgent: 'Firefox/140',
  ...overrides,
});

let role: StaffRole = 'owner';
const asked: URLSearchParams[] = [];
const csvAsked: URLSearchParams[] = [];
mockApi(
  http.get(apiUrl('auth/me'), () =>
    HttpResponse.json({
      _id: 'u1',
      username: 'O',
      email: 'owner@example.com',
      phone: '',
      role: 'staff',
      staffRole: role,
      permissions: permissionsOf(role),
    }),
  ),
  http.get(apiUrl('users'), () =>
    HttpResponse.json([
      { _id: 'u1', username: 'O', email: 'owner@example.com', phone: '', role: 'staff', staffRole: 'owner' },
      { _id: 'u2', username: 'E', email: 'editor@example.com', phone: '', role: 'staff', staffRole: 'editor' },
      { _id: 'u3', username: 'M', email: 'member@example.com', phone: '', role: 'member', staffRole: null },
    ]),
  ),
  http.get(apiUrl('audit'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    asked.push(query);
    if (query.get('user') === 'u2') {
      return HttpResponse.json({
        data: [entry(1, { userId: 'u2', userEmail: 'editor@example.com', action: 'publish' })],
        total: 1,
        page: 1,
        limit: 50,
      });
    }
    if (query.get('resource') === 'remote') {
      // A release made outside the admin: the release command's OS user and host, or the automatic rule.
      const release = { resourceType: 'remote', resourceId: 'mf_public', userId: '' };
      return HttpResponse.json({
        data: [
          entry(2, {
            ...release,
            action: 'abort',
            userEmail: 'automatic canary rule',
            summary: 'canary 1.2 ended',
            ip: 'web-2',
            userAgent: 'site server',
          }),
          entry(1, {
            ...release,
            action: 'rollback',
            userEmail: 'deploy (release command)',
            summary: 'back to 1.1 from 1.2',
            ip: 'build-1 / 203.0.113.9',
            userAgent: 'npm run rollback',
          }),
        ],
        total: 2,
        page: 1,
        limit: 50,
      });
    }
    const page = Number(query.get('page'));
    return HttpResponse.json({ data: [entry(page), entry(page + 1, { action: 'delete', summary: '' })], total: 60, page, limit: 50 });
  }),
  http.get(apiUrl('audit.csv'), ({ request }) => {
    csvAsked.push(new URL(request.url).searchParams);
    return new HttpResponse('When (UTC)\r\n', {
      headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="audit-2026-11-28.csv"' },
    });
  }),
);

beforeEach(() => {
  localStorage.setItem('token', 'staff-token');
  role = 'owner';
  asked.length = 0;
  csvAsked.length = 0;
  URL.createObjectURL = jest.fn(() => 'blob:audit');
  URL.revokeObjectURL = jest.fn();
});

const renderTrail = () => renderPage(AuditTrailPage, '/audit-trail');

it('an owner sees who changed what, when and from where, and moves through the pages', async () => {
  const user = userEvent.setup();
  renderTrail();
  expect(await screen.findByText(m.count(60))).toBeInTheDocument();
  const rows = tableRows();
  expect(rows).toHaveLength(2);
  expect(rows[0]).toEqual([
    expect.stringMatching(/2026/),
    'owner@example.com',
    m.actionLabels.update,
    'blog b1',
    'fields: heading',
    '203.0.113.7Firefox/140',
  ]);
  expect(rows[1][2]).toBe(m.actionLabels.delete);
  await user.click(screen.getByRole('button', { name: 'Page 2' }));
  await waitFor(() => expect(asked.at(-1)?.get('page')).toBe('2'));
  expect(await screen.findByText('b3')).toBeInTheDocument();
});

it('each filter asks the API again from the first page, and Export CSV downloads the same filters', async () => {
  const user = userEvent.setup();
  renderTrail();
  await screen.findByText(m.count(60));
  await user.click(screen.getByRole('button', { name: 'Page 2' }));
  await waitFor(() => expect(asked.at(-1)?.get('page')).toBe('2'));
  // Staff accounts only: a member changes nothing.
  const account = screen.getByRole('combobox', { name: m.userLabel });
  await waitFor(() =>
    expect(
      within(account)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([m.anyOption, 'owner@example.com', 'editor@example.com']),
  );
  await user.selectOptions(account, 'editor@example.com');
  await user.selectOptions(screen.getByRole('combobox', { name: m.actionLabel }), m.actionLabels.publish);
  await user.selectOptions(screen.getByRole('combobox', { name: m.resourceLabel }), 'blog');
  await waitFor(() =>
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({ user: 'u2', action: 'publish', resource: 'blog', page: '1', limit: '50' }),
  );
  expect(await screen.findByText(m.count(1))).toBeInTheDocument();
  expect(tableRows()[0].slice(1, 3)).toEqual(['editor@example.com', m.actionLabels.publish]);

  await user.click(screen.getByRole('button', { name: m.exportCsv }));
  await waitFor(() => expect(csvAsked).toHaveLength(1));
  expect(Object.fromEntries(csvAsked[0])).toEqual({ user: 'u2', action: 'publish', resource: 'blog' });
  await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());

  await user.click(screen.getByRole('button', { name: m.clearFilters }));
  expect(await screen.findByText(m.count(60))).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: m.userLabel })).toHaveValue('');
  expect(screen.getByRole('combobox', { name: m.actionLabel })).toHaveValue('');
});

it('releases are listed like other changes: the release command or the automatic rule, and from which host', async () => {
  const user = userEvent.setup();
  renderTrail();
  await screen.findByText(m.count(60));
  await user.selectOptions(screen.getByRole('combobox', { name: m.resourceLabel }), 'remote');
  expect(await screen.findByText(m.count(2))).toBeInTheDocument();
  expect(tableRows().map((row) => row.slice(1))).toEqual([
    ['automatic canary rule', 'Canary ended', 'remote mf_public', 'canary 1.2 ended', 'web-2site server'],
    ['deploy (release command)', 'Rolled back', 'remote mf_public', 'back to 1.1 from 1.2', 'build-1 / 203.0.113.9npm run rollback'],
  ]);
  // The release actions are filters of their own.
  await user.selectOptions(screen.getByRole('combobox', { name: m.actionLabel }), 'Rolled back');
  await waitFor(() => expect(asked.at(-1)?.get('action')).toBe('rollback'));
});

it('another role is told why and sees no table', async () => {
  role = 'editor';
  renderTrail();
  expect(await screen.findByText(roleMessages.notAllowed['audit.read'])).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: m.exportCsv })).not.toBeInTheDocument();
});
