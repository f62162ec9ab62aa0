import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { REMOTE_NAMES } from '@agency/shared/contract';
import { buildSiteServer } from '../site-server';
import { ReleaseStore } from '../releases/release-store';
import { fakeRemoteBuild, fakeShellBuild } from './helpers/fake-builds';

let app: FastifyInstance;
let dir: string;
let store: ReleaseStore;
let shellDist: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-server-'));
  store = new ReleaseStore(path.join(dir, 'remotes'));
  for (const name of REMOTE_NAMES) store.publish(name, fakeRemoteBuild(path.join(dir, 'build', name), { name }));
  shellDist = fakeShellBuild(path.join(dir, 'build', 'shell'));
  app = await buildSiteServer({
    shellDist,
    releases: store,
    api: { dataDir: path.join(dir, 'data'), seed: false, announce: () => undefined } as never,
  });
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const liveVersion = (name: string) => store.read().remotes[name].current;

describe('the one-process site server', () => {
  it('serves the shell page for every route with the runtime config, and the live registry, as a JSON data block', async () => {
    for (const url of ['/', '/blog/some-post', '/dashboard']) {
      const reply = await app.inject({ url });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toMatch(/text\/html/);
      expect(reply.headers['cache-control']).toBe('no-cache');
      const config = JSON.parse(/id="app-config">([^<]*)</.exec(reply.body)?.[1] ?? 'null');
      expect(config).toEqual({
        apiBase: '/api',
        captcha: { provider: 'altcha' },
        registry: store.registry(),
        requestId: reply.headers['x-request-id'],
      });
      expect(config.requestId).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('publishes the registry: each remote to the manifest of its live version, with the integrity of what the shell loads first', async () => {
    const reply = await app.inject({ url: '/remotes.json' });
    expect(reply.headers['cache-control']).toBe('no-cache');
    const registry = reply.json() as Record<string, { manifest: string; integrity: Record<string, string> }>;
    expect(Object.fromEntries(Object.entries(registry).map(([name, release]) => [name, release.manifest]))).toEqual(
      Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${name}/${liveVersion(name)}/mf-manifest.json`])),
    );
    // Each hash is that of the very file the site serves.
    for (const [name, release] of Object.entries(registry)) {
      expect(Object.keys(release.integrity).sort()).toEqual(['mf-manifest.json', 'remoteEntry.js']);
      for (const [file, integrity] of Object.entries(release.integrity)) {
        const served = await app.inject({ url: `/remotes/${name}/${liveVersion(name)}/${file}` });
        expect(integrity).toBe(`sha384-${createHash('sha384').update(served.rawPayload).digest('base64')}`);
      }
    }
  });

  it('caches shell assets and released remote files for a year', async () => {
    const shellAsset = await app.inject({ url: '/static/js/main.abc123.js' });
    expect(shellAsset.statusCode).toBe(200);
    expect(shellAsset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const version = liveVersion('mf_public');
    for (const file of ['mf-manifest.json', 'remoteEntry.js', 'static/js/1.def456.js']) {
      const reply = await app.inject({ url: `/remotes/mf_public/${version}/${file}` });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(reply.headers['access-control-allow-origin']).toBe('*');
    }
  });

  it('sends the copy compressed at build time that the browser takes, brotli before gzip, and the file itself to the rest', async () => {
    const files = [
      path.join(shellDist, 'static/js/main.abc123.js'),
      path.join(store.dir, 'mf_public', liveVersion('mf_public'), 'static/js/1.def456.js'),
    ];
    for (const file of files) {
      const original = fs.readFileSync(file);
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(original));
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(original));
    }
    const urls = ['/static/js/main.abc123.js', `/remotes/mf_public/${liveVersion('mf_public')}/static/js/1.def456.js`];
    for (const [index, url] of urls.entries()) {
      const original = fs.readFileSync(files[index]);
      const brotli = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(brotli.rawPayload).equals(original)).toBe(true);
      const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      // The copy as built, not compressed again on the way out.
      expect(gzip.rawPayload.equals(fs.readFileSync(`${files[index]}.gz`))).toBe(true);
      const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.equals(original)).toBe(true);
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it("serves neither a remote's standalone page nor the store's own files", async () => {
    const version = liveVersion('mf_public');
    expect((await app.inject({ url: `/remotes/mf_public/${version}/index.html` })).statusCode).toBe(404);
    expect((await app.inject({ url: '/remotes/registry.json' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/remotes/mf_public/../registry.json' })).statusCode).toBe(404);
  });

  it('mounts the API under /api and answers unknown API paths with JSON 404', async () => {
    expect((await app.inject({ url: '/api/healthz' })).json()).toEqual({ status: 'ok' });
    const missing = await app.inject({ url: '/api/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/application\/json/);
  });

  it('answers a missing asset with 404, not the page', async () => {
    expect((await app.inject({ url: '/static/js/missing.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: `/remotes/mf_public/${liveVersion('mf_public')}/static/js/missing.js` })).statusCode).toBe(404);
  });

  it('compresses pages like every other reply, and answers other methods on a page path with 404', async () => {
    const shellDist = fakeShellBuild(path.join(dir, 'build', 'large-shell'));
    const indexFile = path.join(shellDist, 'index.html');
    fs.writeFileSync(
      indexFile,
      fs.readFileSync(indexFile, 'utf8').replace('</head>', `<style>${'.a{color:red}'.repeat(400)}</style></head>`),
    );
    const site = await buildSiteServer({
      shellDist,
      releases: store,
      api: { dataDir: path.join(dir, 'data-large'), seed: false, announce: () => undefined } as never,
    });
    try {
      for (const url of ['/', '/blog?page=2', '/dashboard']) {
        const reply = await site.inject({ url, headers: { 'accept-encoding': 'gzip' } });
        expect(reply.statusCode).toBe(200);
        expect(reply.headers['content-encoding']).toBe('gzip');
        expect(zlib.gunzipSync(reply.rawPayload).toString()).toContain('id="app-config"');
      }
      expect((await site.inject({ method: 'HEAD', url: '/about' })).statusCode).toBe(200);
      // A page without a form (those with one take their form's post: forms/form-posts.ts).
      const posted = await site.inject({ method: 'POST', url: '/about' });
      expect(posted.statusCode).toBe(404);
      expect(posted.json()).toEqual({ message: 'Not found' });
    } finally {
      await site.close();
    }
  });
});
