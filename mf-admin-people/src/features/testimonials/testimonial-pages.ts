// The testimonials' list, add and edit screens, built by the admin kit from the resource.
import { createAdminPages } from '@agency/shared/admin';
import { testimonialResource } from './testimonial-resource';

export const pages = createAdminPages(testimonialResource);
