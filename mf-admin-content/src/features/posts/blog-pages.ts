// The list of the kit, and the one editor of the post at its card (see posts/pair-config).
import { createAdminPages, type AdminPages } from '@agency/shared/admin';
import { pairScreens } from './pair-pages';
import { blogResource } from './blog-resource';

export const pages: AdminPages = { List: createAdminPages(blogResource).List, ...pairScreens('post', 'card') };
