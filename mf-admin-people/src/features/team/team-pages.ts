// The team's list, add and edit screens, built by the admin kit from the resource.
import { createAdminPages } from '@agency/shared/admin';
import { teamResource } from './team-resource';

export const pages = createAdminPages(teamResource);
