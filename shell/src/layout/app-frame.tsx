// What every page has, public or admin: scroll restoration and the floating buttons'
// stepping aside for forms. Public pages add the floating buttons (public-frame.tsx);
// admin pages carry them in their footer.

import { Outlet } from 'react-router-dom';
import { ScrollToTop } from './scroll-to-top';
import { StepAsideForForms } from './step-aside-for-forms';

export function AppFrame() {
  return (
    <>
      <ScrollToTop />
      <StepAsideForForms />
      <Outlet />
    </>
  );
}
