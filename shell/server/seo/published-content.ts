// Reads the published blog posts and services through the API's own routes (in process),
// so the sitemap and feed see exactly what visitors see.

import type { FastifyInstance } from 'fastify';
import type { Blog, Service } from '@agency/shared/contract';

const getJson = async <T>(app: FastifyInstance, url: string): Promise<T> => {
  const reply = await app.inject({ method: 'GET', url });
  if (reply.statusCode !== 200) throw new Error(`${url} answered ${reply.statusCode}`);
  return reply.json() as T;
};

export const publishedContent = (app: FastifyInstance, apiPrefix: string) => ({
  blogs: () => getJson<Blog[]>(app, `${apiPrefix}/blog`),
  services: () => getJson<Service[]>(app, `${apiPrefix}/services`),
});

export type PublishedContent = ReturnType<typeof publishedContent>;
