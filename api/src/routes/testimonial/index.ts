// GET/POST /testimonial, GET/PUT/DELETE /testimonial/:id
import type { FastifyPluginAsync } from 'fastify';
import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import { contentRoutes } from '../../content/content-routes';

const testimonialRoutes: FastifyPluginAsync = async (app) => {
  contentRoutes(app, CONTENT_RESOURCES.testimonial);
};

export default testimonialRoutes;
