// The list, add and edit screens, built by the admin kit from the resource.
import { createAdminPages } from '@agency/shared/admin';
import { aboutUsResource } from './about-us-resource';

export const pages = createAdminPages(aboutUsResource);
