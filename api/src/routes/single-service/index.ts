// GET/POST /single-service, GET/PUT/DELETE /single-service/:id, GET /single-service/slug/:slug
import type { FastifyPluginAsync } from 'fastify';
import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import { contentRoutes, sendBySlug } from '../../content/content-routes';
import { contentDocs, readAccessOf } from '../../openapi/content-docs';

const singleServiceRoutes: FastifyPluginAsync = async (app) => {
  const repo = contentRoutes(app, CONTENT_RESOURCES.singleService);
  // The body of the public page /services/{slug}.
  const config = { docs: contentDocs(CONTENT_RESOURCES.singleService).bySlug, access: readAccessOf(CONTENT_RESOURCES.singleService) };
  app.get<{ Params: { slug: string } }>('/slug/:slug', { config }, (request, reply) =>
    sendBySlug(app, repo, request.params.slug, request, reply),
  );
};

export default singleServiceRoutes;
