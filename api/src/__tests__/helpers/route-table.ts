// Every method and path the API registers, read from Fastify's onRoute hook, so
// tests that walk the route table (authorization, fuzzing) cover new routes at once.

import Fastify, { type RouteOptions } from 'fastify';
import { apiPlugin } from '../../app';
import { PLUGIN_START_TIMEOUT_MS } from '../../http/server-timeouts';
import { createTestEnvironment, testOptions } from './test-app';

export interface RegisteredRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** As registered, with `:param` placeholders and no trailing slash. */
  url: string;
}

/**
 * Starts the API once on a throwaway database and returns every route's options as
 * registered. It gets the server's plugin start time (a bare Fastify() allows 10 s, which a
 * busy CI machine passed while migrating PostgreSQL).
 */
export const registeredRouteOptions = async (): Promise<RouteOptions[]> => {
  const env = await createTestEnvironment();
  const seen: RouteOptions[] = [];
  const app = Fastify({ pluginTimeout: PLUGIN_START_TIMEOUT_MS });
  app.addHook('onRoute', (route: RouteOptions) => {
    seen.push(route);
  });
  try {
    await app.register(apiPlugin, testOptions(env, { seed: false }));
    await app.ready();
  } finally {
    await app.close();
    await env.dispose();
  }
  return seen;
};

export const registeredRoutes = async (): Promise<RegisteredRoute[]> => {
  const routes = new Map<string, RegisteredRoute>();
  for (const route of await registeredRouteOptions()) {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const url = route.url.replace(/\/$/, '') || '/';
      routes.set(`${method} ${url}`, { method: method as RegisteredRoute['method'], url });
    }
  }
  return [...routes.values()].sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`));
};
