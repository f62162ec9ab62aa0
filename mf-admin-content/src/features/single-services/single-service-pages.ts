// The list, add and edit screens, built by the admin kit from the resource.
import { createAdminPages } from '@agency/shared/admin';
import { singleServiceResource } from './single-service-resource';

export const pages = createAdminPages(singleServiceResource);
