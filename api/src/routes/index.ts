// Every route module and the path it is mounted at (relative to the API base).
// Content resources use the paths of the shared CONTENT_RESOURCES table.

import type { FastifyPluginAsync } from 'fastify';
import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import aboutUsRoutes from './aboutus';
import apiDescriptionRoutes from './api-description';
import authRoutes from './auth';
import blogRoutes from './blog';
import captchaRoutes from './captcha';
import contactRoutes from './contact';
import contactInboxRoutes from './contact-inbox';
import faqsRoutes from './faqs';
import healthRoutes from './healthz';
import loginRoutes from './login';
import mediaRoutes from './media';
import notificationRoutes from './notifications';
import planRoutes from './plan';
import productsRoutes from './products';
import readyRoutes from './readyz';
import registerRoutes from './register';
import reviewsRoutes from './reviews';
import searchRoutes from './search';
import seoAuditRoutes from './seo-audit';
import seoPagesRoutes from './seo-pages';
import servicesRoutes from './services';
import singleBlogRoutes from './single-blog';
import singleServiceRoutes from './single-service';
import sitemapRoutes from './sitemap';
import teamRoutes from './team';
import testimonialRoutes from './testimonial';
import trashRoutes from './trash';
import usersRoutes from './users';
import workRoutes from './work';

const R = CONTENT_RESOURCES;

export const ROUTE_MODULES: ReadonlyArray<readonly [prefix: string, routes: FastifyPluginAsync]> = [
  [`/${R.about.path}`, aboutUsRoutes],
  [`/${R.blog.path}`, blogRoutes],
  [`/${R.singleBlog.path}`, singleBlogRoutes],
  [`/${R.work.path}`, workRoutes],
  [`/${R.service.path}`, servicesRoutes],
  [`/${R.singleService.path}`, singleServiceRoutes],
  [`/${R.team.path}`, teamRoutes],
  [`/${R.product.path}`, productsRoutes],
  [`/${R.testimonial.path}`, testimonialRoutes],
  [`/${R.plan.path}`, planRoutes],
  [`/${R.faq.path}`, faqsRoutes],
  ['/login', loginRoutes],
  ['/register', registerRoutes],
  ['/auth', authRoutes],
  ['/users', usersRoutes],
  ['/contact', contactRoutes],
  ['/contact', contactInboxRoutes],
  ['/notifications', notificationRoutes],
  ['/media', mediaRoutes],
  ['/trash', trashRoutes],
  ['/reviews', reviewsRoutes],
  ['/search', searchRoutes],
  ['/seo', seoAuditRoutes],
  ['/seo', seoPagesRoutes],
  ['/sitemap', sitemapRoutes],
  ['/captcha', captchaRoutes],
  ['/healthz', healthRoutes],
  ['/readyz', readyRoutes],
  ['', apiDescriptionRoutes],
];
