// The routes of every declared content type (product §7), mounted at its path: GET/POST /{path},
// GET/PUT/DELETE /{path}/:id (GET also takes a slug, 301 after a rename). A page's card adds
// GET /{path}/page/:slug, the page's card and body in one reply; its body adds GET /{path}/slug/:slug.
// A type with routes of its own beyond these names them in EXTRA_ROUTES.

import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { CONTENT_RESOURCES, CONTENT_RESOURCE_KEYS, PAGE_HALVES, type ContentResourceKey } from '@agency/shared/contract/resources';
import type { ContentRepository } from '../../content/content-repository';
import { contentRoutes, sendBySlug } from '../../content/content-routes';
import { detailPageRoute } from '../../content/detail-page';
import { contentDocs, readAccessOf } from '../../openapi/content-docs';
import { deleteAllProducts } from '../products/delete-all';

const EXTRA_ROUTES: Partial<Record<ContentResourceKey, (app: FastifyInstance, repo: ContentRepository) => void>> = {
  product: deleteAllProducts,
};

const pageBodies = (): ContentResourceKey[] => Object.values(PAGE_HALVES);

const contentTypeRoutes =
  (key: ContentResourceKey): FastifyPluginAsync =>
  async (app) => {
    const resource = CONTENT_RESOURCES[key];
    const repo = contentRoutes(app, resource);
    const body = (PAGE_HALVES as Partial<Record<ContentResourceKey, ContentResourceKey>>)[key];
    // The data of the public page (/blog/{slug}, /services/{slug}).
    if (body) detailPageRoute(app, repo, CONTENT_RESOURCES[body]);
    if (pageBodies().includes(key)) {
      const config = { docs: contentDocs(resource).bySlug, access: readAccessOf(resource) };
      app.get<{ Params: { slug: string } }>('/slug/:slug', { config }, (request, reply) =>
        sendBySlug(app, repo, request.params.slug, request, reply),
      );
    }
    EXTRA_ROUTES[key]?.(app, repo);
  };

/** Each declared content type's routes and the path they are mounted at, in the declarations' order. */
export const contentTypeRouteModules = (): Array<readonly [prefix: string, routes: FastifyPluginAsync]> =>
  CONTENT_RESOURCE_KEYS.map((key) => [`/${CONTENT_RESOURCES[key].path}`, contentTypeRoutes(key)] as const);
