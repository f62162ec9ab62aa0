// The sidebar's links for some roles only: the audit trail shows to owners, and to no other role.

import { createRef } from 'react';
import { screen } from '@testing-library/react';
import { auditMessages, permissionsOf, type Permission, type StaffRole } from '@agency/shared/contract/messages';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import { Sidebar } from '../sidebar';
import { sidebarLinksFor } from '../sidebar-extra-links';
import type { SidebarState } from '../use-sidebar-toggle';

const wide: SidebarState = { narrow: false, folded: false, open: false, toggle: () => undefined, close: () => undefined };
let role: StaffRole = 'owner';
mockApi(
  http.get(apiUrl('auth/me'), () =>
    HttpResponse.json({
      _id: 'u1',
      username: 'O',
      email: 'o@example.com',
      phone: '',
      role: 'staff',
      staffRole: role,
      permissions: permissionsOf(role),
    }),
  ),
);
beforeEach(() => localStorage.setItem('token', 'staff-token'));

it('shows the audit trail to an owner', async () => {
  role = 'owner';
  renderWithStore(<Sidebar id="sidebar" state={wide} returnFocus={createRef()} />, { route: '/dashboard' });
  expect(await screen.findByRole('link', { name: auditMessages.title })).toHaveAttribute('href', '/audit-trail');
});

it.each(['editor', 'author', 'seo', 'viewer'] as const)('hides it from a %s, and from everyone until the role is known', (other) => {
  const labels = (permissions?: Permission[]) => sidebarLinksFor(permissions).map((link) => link.label);
  expect(labels(permissionsOf('owner'))).toContain(auditMessages.title);
  expect(labels(permissionsOf(other))).not.toContain(auditMessages.title);
  expect(labels(permissionsOf(other))).toContain('Insights');
  expect(labels(undefined)).not.toContain(auditMessages.title);
});
