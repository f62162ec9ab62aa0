// Around a staff preview (issue 19): the staff guard (visitors go to the login, like every admin
// route), then the public page exactly as visitors see it under a banner that says it is a
// preview. Loaded only on the preview routes, so visitors never download it. The page itself
// carries `noindex`, and the server sends X-Robots-Tag for these addresses.

import { Outlet } from '@agency/shared/router';
import { previewMessages } from '@agency/shared/contract/preview';
import { RequireStaff } from './require-staff';
import './preview-frame.css';

export function PreviewFrame() {
  return (
    <RequireStaff>
      <p className="preview-banner" role="status">
        {previewMessages.banner}
      </p>
      <Outlet />
    </RequireStaff>
  );
}
