import { adminPageRoutes } from '@agency/shared/contract';
import { mountStandalone } from '@agency/shared/dev';
import { pages } from './pages';

mountStandalone(
  pages,
  adminPageRoutes().filter((route) => route.remote === 'mf_admin_content'),
);
