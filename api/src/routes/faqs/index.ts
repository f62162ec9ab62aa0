// GET/POST /faqs, GET/PUT/DELETE /faqs/:id — PUT keeps the image unless a new one
// is sent or `removeImage=true` clears it.
import type { FastifyPluginAsync } from 'fastify';
import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import { contentRoutes } from '../../content/content-routes';

const faqsRoutes: FastifyPluginAsync = async (app) => {
  contentRoutes(app, CONTENT_RESOURCES.faq);
};

export default faqsRoutes;
