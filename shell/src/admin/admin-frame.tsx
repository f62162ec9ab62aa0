// What the shell's admin routes render around the admin remotes' pages: the staff guard
// and the admin frame, and the dashboard. Loaded with the first admin route a visitor
// opens, so public pages do not carry the staff-only code.

import { AdminLayout } from './admin-layout';
import { RequireStaff } from './require-staff';

export { Dashboard } from './dashboard';

export function AdminFrame() {
  return (
    <RequireStaff>
      <AdminLayout />
    </RequireStaff>
  );
}
