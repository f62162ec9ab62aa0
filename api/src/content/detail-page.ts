// GET /blog/page/{slug} and GET /services/page/{slug} (product §7): a public post or
// service page's entry and body in one reply, so a page view costs one request (issue 16).
// Redirects and 404 are the page's: a renamed entry's old slug answers 301 to the new
// one; without its entry there is no page (404), even where a body is left, so a deleted post
// never stays live. Visitors see the published halves only, signed-in staff every state (issue 19).

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DetailPageReply } from '@agency/shared/contract/entities';
import type { ContentResource } from '@agency/shared/contract/resources';
import { audienceOf } from '../http/audience';
import { detailPageDocs } from '../openapi/content-docs';
import { notFound } from '../http/reply-error';
import { redirectToSlug } from '../http/slug-redirect';
import { CONTENT_STORAGE } from '../persistence/content-storage';
import { ContentRepository, type Audience } from './content-repository';
import type { Entity } from '../persistence/entity-mapper';
import { SLUG_PATTERN } from '../persistence/slugs';

type SlugRequest = FastifyRequest<{ Params: { slug: string } }>;

/** The entry at `slug`, else the one whose old slug it is (as the page's by-slug reads followed the 301). */
const bodyAt = async (bodies: ContentRepository, slug: string, audience: Audience): Promise<Entity | null> => {
  const body = await bodies.findBySlug(slug, audience);
  if (body) return body;
  const current = await bodies.currentSlugOf(slug, audience);
  return (current && (await bodies.findBySlug(current, audience))) || null;
};

const sendDetailPage = async (
  app: FastifyInstance,
  entries: ContentRepository,
  bodies: ContentRepository,
  request: SlugRequest,
  reply: FastifyReply,
): Promise<DetailPageReply<Entity, Entity> | FastifyReply> => {
  const { slug } = request.params;
  if (!SLUG_PATTERN.test(slug)) throw notFound();
  const audience = await audienceOf(app, request, reply);
  const entry = await entries.findBySlug(slug, audience);
  if (entry) return { entry, body: await bodyAt(bodies, slug, audience) };
  // The page follows its entry: a renamed entry moves the whole page.
  const moved = await entries.currentSlugOf(slug, audience);
  if (moved) return redirectToSlug(request, reply, moved);
  throw notFound();
};

/**
 * Registers `GET /page/:slug` under the entry resource's routes. The reply is public content
 * like the by-slug reads: revalidated by the weak ETag of its bytes (http-caching) and kept
 * by the public reply cache, which every content write clears.
 */
export const detailPageRoute = (app: FastifyInstance, entries: ContentRepository, bodyResource: ContentResource): void => {
  const bodies = new ContentRepository(app.db, app.dbEngine, bodyResource, CONTENT_STORAGE[bodyResource.key]);
  const config = { docs: detailPageDocs(entries.resource, bodyResource), access: 'staffSeesMore' as const };
  app.get('/page/:slug', { config }, (request: SlugRequest, reply) => sendDetailPage(app, entries, bodies, request, reply));
};
