// The list of the kit, and the one editor of the post at its card (see posts/pair-config).
import { createAdminPages, type AdminPages } from '@agency/shared/admin';
import { pairScreens } from './pair-pages';
import { serviceResource } from './service-resource';

export const pages: AdminPages = { List: createAdminPages(serviceResource).List, ...pairScreens('service', 'card') };
