import { PUBLIC_ROUTES } from '@agency/shared/contract';
import { mountStandalone } from '@agency/shared/dev';
import { pages } from './pages';

mountStandalone(pages, PUBLIC_ROUTES, pages.Layout);
