// Every method and path the API registers, read from Fastify's onRoute hook, so
// tests that walk the route table (authorization, fuzzing) cover new routes at once.

import Fastify, { type RouteOptions } from 'fastify';
import { apiPlugin } from '../../app';
import { createTestEnvironment, testOptions } from './test-app';

export interface RegisteredRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** As registered, with `:param` placeholders and no trailing slash. */
  url: string;
}

export const registeredRoutes = async (): Promise<RegisteredRoute[]> => {
  const env = await createTestEnvironment();
  const routes = new Map<string, RegisteredRoute>();
  const app = Fastify();
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const url = route.url.replace(/\/$/, '') || '/';
      routes.set(`${method} ${url}`, { method: method as RegisteredRoute['method'], url });
    }
  });
  try {
    await app.register(apiPlugin, testOptions(env, { seed: false }));
    await app.ready();
  } finally {
    await app.close();
    await env.dispose();
  }
  return [...routes.values()].sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`));
};
