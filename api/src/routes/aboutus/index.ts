// GET/POST /aboutus, GET/PUT/DELETE /aboutus/:id
import type { FastifyPluginAsync } from 'fastify';
import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import { contentRoutes } from '../../content/content-routes';

const aboutUsRoutes: FastifyPluginAsync = async (app) => {
  contentRoutes(app, CONTENT_RESOURCES.about);
};

export default aboutUsRoutes;
