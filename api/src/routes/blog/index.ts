// GET/POST /blog, GET/PUT/DELETE /blog/:id — GET also takes a slug (301 after a rename).
import type { FastifyPluginAsync } from 'fastify';
import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import { contentRoutes } from '../../content/content-routes';

const blogRoutes: FastifyPluginAsync = async (app) => {
  contentRoutes(app, CONTENT_RESOURCES.blog);
};

export default blogRoutes;
