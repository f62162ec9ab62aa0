// GET/POST /blog, GET/PUT/DELETE /blog/:id — GET also takes a slug (301 after a rename) —
// and GET /blog/page/:slug, the post page's entry and body in one reply.
import type { FastifyPluginAsync } from 'fastify';
import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import { contentRoutes } from '../../content/content-routes';
import { detailPageRoute } from '../../content/detail-page';

const blogRoutes: FastifyPluginAsync = async (app) => {
  const repo = contentRoutes(app, CONTENT_RESOURCES.blog);
  // The data of the public page /blog/{slug} (product §7).
  detailPageRoute(app, repo, CONTENT_RESOURCES.singleBlog);
};

export default blogRoutes;
