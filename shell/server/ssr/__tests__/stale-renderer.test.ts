// A shell route change cannot be served stale by an older renderer: the site server renders
// a public page with the live public remote's renderer only while the shell sources it was
// built from are the running shell's; otherwise the browser renders the page.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildSiteServer } from '../../site-server';
import { ReleaseStore } from '../../releases/release-store';
import { fakeRemoteBuild, fakeShellBuild, writeFile } from '../../__tests__/helpers/fake-builds';
import { createTestEnvironment, testOptions, type TestEnvironment } from '../../../../api/src/__tests__/helpers/test-app';

const RENDERER_SOURCE = path.resolve(__dirname, '../../../src/ssr/render.tsx');

const sources = (routes: string) =>
  JSON.stringify({ fingerprint: `fp-${routes}`, files: { 'shell/src/router/routes.tsx': routes, 'shell/src/ssr/render.tsx': 'r1' } });

let env: TestEnvironment;
let dir: string;
const servers: FastifyInstance[] = [];

beforeAll(async () => {
  env = await createTestEnvironment();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stale-renderer-'));
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await env.dispose();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A site whose live public remote's renderer was built from `rendererRoutes`, beside a shell built from `shellRoutes`. */
const site = async (name: string, rendererRoutes: string, shellRoutes: string) => {
  const build = fakeRemoteBuild(path.join(dir, name, 'mf_public'), { name: 'mf_public', marker: name });
  writeFile(path.join(build, 'ssr/render.js'), `module.exports = require(${JSON.stringify(RENDERER_SOURCE)});`);
  writeFile(path.join(build, 'ssr/shell-sources.json'), sources(rendererRoutes));
  const releases = new ReleaseStore(path.join(dir, name, 'remotes'));
  releases.publish('mf_public', build);
  const shellDist = fakeShellBuild(path.join(dir, name, 'shell'));
  writeFile(path.join(shellDist, 'shell-sources.json'), sources(shellRoutes));
  const warnings: unknown[] = [];
  const { prefix: _root, logger: _quiet, ...api } = testOptions(env);
  const app = await buildSiteServer({ shellDist, releases, siteUrl: 'https://www.example.com', api: api as never });
  app.log.warn = ((details: unknown) => warnings.push(details)) as never;
  await app.ready();
  servers.push(app);
  return { app, warnings };
};

const root = (html: string) => /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="app-config">/.exec(html)?.[1] ?? '';

describe('a public page beside a shell released with a route change', () => {
  it('is rendered on the server while the renderer was built from the running shell', async () => {
    const { app } = await site('same', 'routes-2', 'routes-2');
    const reply = await app.inject({ url: '/faqs' });
    expect(reply.statusCode).toBe(200);
    expect(root(reply.body)).toContain('<h1');
    expect(reply.body).toContain('id="ssr-state"');
  });

  it('is left to the browser once the shell changed its route tree, and the server says why once', async () => {
    const { app, warnings } = await site('stale', 'routes-1', 'routes-2');
    for (const url of ['/faqs', '/about']) {
      const reply = await app.inject({ url });
      expect(reply.statusCode).toBe(200);
      expect(root(reply.body)).toBe('');
      expect(reply.body).not.toContain('id="ssr-state"');
    }
    expect(warnings).toEqual([
      expect.objectContaining({ remote: 'mf_public', problems: [expect.stringContaining('shell/src/router/routes.tsx')] }),
    ]);
  });
});
