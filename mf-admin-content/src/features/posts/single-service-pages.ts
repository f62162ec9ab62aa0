// The list of the kit, and the one editor of the post at its body (see posts/pair-config).
import { createAdminPages, type AdminPages } from '@agency/shared/admin';
import { pairScreens } from './pair-pages';
import { singleServiceResource } from './single-service-resource';

export const pages: AdminPages = { List: createAdminPages(singleServiceResource).List, ...pairScreens('service', 'body') };
