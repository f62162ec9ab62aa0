// Every route module and the path it is mounted at (relative to the API base).
// Content types are mounted at the paths of their declarations, all by one module.

import type { FastifyPluginAsync } from 'fastify';
import apiDescriptionRoutes from './api-description';
import auditRoutes from './audit';
import authRoutes from './auth';
import captchaRoutes from './captcha';
import { contentTypeRouteModules } from './content-types';
import contactRoutes from './contact';
import contactInboxRoutes from './contact-inbox';
import dashboardRoutes from './dashboard';
import healthRoutes from './healthz';
import insightRoutes from './insights';
import loginRoutes from './login';
import mediaRoutes from './media';
import notificationRoutes from './notifications';
import readyRoutes from './readyz';
import redirectRoutes from './redirects';
import registerRoutes from './register';
import reviewsRoutes from './reviews';
import passkeyRoutes from './passkeys';
import searchRoutes from './search';
import secondFactorRoutes from './second-factor';
import seoAuditRoutes from './seo-audit';
import seoPagesRoutes from './seo-pages';
import sitemapRoutes from './sitemap';
import trashRoutes from './trash';
import usersRoutes from './users';

export const ROUTE_MODULES: ReadonlyArray<readonly [prefix: string, routes: FastifyPluginAsync]> = [
  // The content types', from their declarations (routes/content-types).
  ...contentTypeRouteModules(),
  ['/login', loginRoutes],
  ['/register', registerRoutes],
  ['/auth', authRoutes],
  ['/auth/second-factor', secondFactorRoutes],
  ['/auth/passkeys', passkeyRoutes],
  ['/users', usersRoutes],
  ['/contact', contactRoutes],
  ['/contact', contactInboxRoutes],
  ['/notifications', notificationRoutes],
  ['/media', mediaRoutes],
  ['/trash', trashRoutes],
  ['/reviews', reviewsRoutes],
  ['/search', searchRoutes],
  ['/dashboard', dashboardRoutes],
  ['/seo', seoAuditRoutes],
  ['/seo', seoPagesRoutes],
  ['/redirects', redirectRoutes],
  ['/sitemap', sitemapRoutes],
  ['/captcha', captchaRoutes],
  ['/insights', insightRoutes],
  ['', auditRoutes],
  ['/healthz', healthRoutes],
  ['/readyz', readyRoutes],
  ['', apiDescriptionRoutes],
];
