// The list, add and edit screens, built by the admin kit from the resource.
import { createAdminPages } from '@agency/shared/admin';
import { blogResource } from './blog-resource';

export const pages = createAdminPages(blogResource);
