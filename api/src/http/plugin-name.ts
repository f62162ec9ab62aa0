// The name Fastify gives a plugin in its errors and logs. Without one set on the function, Fastify
// finds it by comparing the function with the exports of every loaded module (require.cache), twice
// per registration: dozens of route groups per start, and under jest, whose module registry holds
// thousands of modules, about a third of a second of CPU for each test app.

import type { FastifyPluginAsync } from 'fastify';

const DISPLAY_NAME = Symbol.for('fastify.display-name');

/** `plugin` under `name`, still encapsulated (only fastify-plugin's skip-override would share its scope). */
export const namedPlugin = <Options extends Record<string, unknown>>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> => {
  const named: FastifyPluginAsync<Options> = (instance, options) => plugin(instance, options);
  return Object.assign(named, { [DISPLAY_NAME]: name });
};
