// GET/POST /services, GET/PUT/DELETE /services/:id — GET also takes a slug (301 after a rename) —
// and GET /services/page/:slug, the service page's entry and body in one reply.
import type { FastifyPluginAsync } from 'fastify';
import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import { contentRoutes } from '../../content/content-routes';
import { detailPageRoute } from '../../content/detail-page';

const servicesRoutes: FastifyPluginAsync = async (app) => {
  const repo = contentRoutes(app, CONTENT_RESOURCES.service);
  // The data of the public page /services/{slug} (product §7).
  detailPageRoute(app, repo, CONTENT_RESOURCES.singleService);
};

export default servicesRoutes;
