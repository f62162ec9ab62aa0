// The list of the kit, and the one editor of the post at its body (see posts/pair-config).
import { createAdminPages, type AdminPages } from '@agency/shared/admin';
import { pairScreens } from './pair-pages';
import { singleBlogResource } from './single-blog-resource';

export const pages: AdminPages = { List: createAdminPages(singleBlogResource).List, ...pairScreens('post', 'body') };
