import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildSiteServer } from '../site-server';
import { REMOTE_NAMES, type SitePaths } from '../paths';

/** A fake build: the shell's page, one hashed asset, and each remote's manifest and chunk. */
const fakeBuild = (root: string): SitePaths => {
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  const shellDist = path.join(root, 'shell');
  write(
    path.join(shellDist, 'index.html'),
    '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><script type="application/json" id="app-config"><!--app-config--></script></body></html>',
  );
  write(path.join(shellDist, 'static/js/main.abc123.js'), 'console.log("shell")');
  const remoteDist = Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const dir = path.join(root, name);
      write(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name }));
      write(path.join(dir, 'remoteEntry.js'), 'var remote;');
      write(path.join(dir, 'static/js/1.def456.js'), 'chunk');
      write(path.join(dir, 'index.html'), '<html>standalone</html>');
      return [name, dir];
    }),
  ) as SitePaths['remoteDist'];
  return { shellDist, remoteDist };
};

let app: FastifyInstance;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-server-'));
  app = await buildSiteServer({
    paths: fakeBuild(path.join(dir, 'build')),
    api: { dataDir: path.join(dir, 'data'), seed: false, announce: () => undefined } as never,
  });
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the one-process site server', () => {
  it('serves the shell page for every route with the runtime config as a JSON data block', async () => {
    for (const url of ['/', '/blog/some-post', '/dashboard']) {
      const reply = await app.inject({ url });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toMatch(/text\/html/);
      expect(reply.headers['cache-control']).toBe('no-cache');
      const config = JSON.parse(/id="app-config">([^<]*)</.exec(reply.body)?.[1] ?? 'null');
      expect(config).toEqual({ apiBase: '/api', captcha: { provider: 'altcha' } });
    }
  });

  it('publishes the remote registry', async () => {
    const reply = await app.inject({ url: '/remotes.json' });
    expect(reply.json()).toEqual({
      mf_public: '/remotes/mf_public/mf-manifest.json',
      mf_admin_content: '/remotes/mf_admin_content/mf-manifest.json',
      mf_admin_people: '/remotes/mf_admin_people/mf-manifest.json',
    });
    expect(reply.headers['cache-control']).toBe('no-cache');
  });

  it('caches content-hashed assets for a year and revalidates manifests and entries', async () => {
    const shellAsset = await app.inject({ url: '/static/js/main.abc123.js' });
    expect(shellAsset.statusCode).toBe(200);
    expect(shellAsset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const chunk = await app.inject({ url: '/remotes/mf_public/static/js/1.def456.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const reply = await app.inject({ url: `/remotes/mf_admin_people/${file}` });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['cache-control']).toBe('no-cache');
    }
  });

  it("does not serve a remote's standalone page", async () => {
    const reply = await app.inject({ url: '/remotes/mf_public/index.html' });
    expect(reply.statusCode).toBe(404);
  });

  it('mounts the API under /api and answers unknown API paths with JSON 404', async () => {
    expect((await app.inject({ url: '/api/healthz' })).json()).toEqual({ status: 'ok' });
    const missing = await app.inject({ url: '/api/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/application\/json/);
  });

  it('answers a missing asset with 404, not the page', async () => {
    expect((await app.inject({ url: '/static/js/missing.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/remotes/mf_public/static/js/missing.js' })).statusCode).toBe(404);
  });
});
