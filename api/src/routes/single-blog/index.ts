// GET/POST /single-blog, GET/PUT/DELETE /single-blog/:id, GET /single-blog/slug/:slug
import type { FastifyPluginAsync } from 'fastify';
import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import { contentRoutes, sendBySlug } from '../../content/content-routes';
import { contentDocs, readAccessOf } from '../../openapi/content-docs';

const singleBlogRoutes: FastifyPluginAsync = async (app) => {
  const repo = contentRoutes(app, CONTENT_RESOURCES.singleBlog);
  // The body of the public page /blog/{slug}.
  const config = { docs: contentDocs(CONTENT_RESOURCES.singleBlog).bySlug, access: readAccessOf(CONTENT_RESOURCES.singleBlog) };
  app.get<{ Params: { slug: string } }>('/slug/:slug', { config }, (request, reply) =>
    sendBySlug(app, repo, request.params.slug, request, reply),
  );
};

export default singleBlogRoutes;
