// A server-rendered page during a canary of the public remote: rendered by the release the browser
// will hydrate with (its bucket's), a browser without a bucket gets one with the page, and with no
// canary running no page sets a cookie.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REMOTE_NAMES } from '@agency/shared/contract';
import { buildSiteServer } from '../site-server';
import { ReleaseStore } from '../releases/release-store';
import { fakeRemoteBuild, fakeShellBuild, writeFile } from './helpers/fake-builds';

let app: FastifyInstance;
let dir: string;
let store: ReleaseStore;

/** A public remote build whose server renderer says which build it is. */
const publicBuild = (marker: string) => {
  const build = fakeRemoteBuild(path.join(dir, 'build', `mf_public-${marker}`), { name: 'mf_public', marker });
  writeFile(
    path.join(build, 'ssr', 'render.js'),
    `exports.render = async () => ({ status: 200, head: '', html: '<p>rendered by ${marker}</p>', state: {}, pages: [] });`,
  );
  return build;
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canary-pages-'));
  store = new ReleaseStore(path.join(dir, 'remotes'));
  for (const name of REMOTE_NAMES) if (name !== 'mf_public') store.publish(name, fakeRemoteBuild(path.join(dir, 'build', name), { name }));
  store.publish('mf_public', publicBuild('live'));
  app = await buildSiteServer({
    shellDist: fakeShellBuild(path.join(dir, 'build', 'shell')),
    releases: store,
    api: { dataDir: path.join(dir, 'data'), seed: false, announce: () => undefined } as never,
  });
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const page = (cookie?: string) => app.inject({ url: '/', headers: cookie ? { cookie } : {} });

it('sets no cookie and renders with the live release while no canary runs', async () => {
  const reply = await page();
  expect(reply.headers['set-cookie']).toBeUndefined();
  expect(reply.body).toContain('rendered by live');
});

describe('with a canary of the public remote at 50 %', () => {
  beforeAll(() => store.publishCanary('mf_public', publicBuild('canary'), 50));
  afterAll(() => store.abort('mf_public', 'test over'));

  it('renders each browser with the release its bucket chooses', async () => {
    expect((await page('mf-bucket=10')).body).toContain('rendered by canary');
    expect((await page('mf-bucket=49')).body).toContain('rendered by canary');
    expect((await page('mf-bucket=50')).body).toContain('rendered by live');
    expect((await page('mf-bucket=99; mf-canary=1')).body).toContain('rendered by canary');
  });

  it('gives a browser without a bucket one with the page, and renders with the release that bucket chooses', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 40; i += 1) {
      const reply = await page();
      const bucket = Number(/^mf-bucket=(\d+);/.exec(String(reply.headers['set-cookie']))?.[1]);
      expect(bucket).toBeGreaterThanOrEqual(0);
      const expected = bucket < 50 ? 'canary' : 'live';
      expect(reply.body).toContain(`rendered by ${expected}`);
      seen.add(expected);
    }
    expect([...seen].sort()).toEqual(['canary', 'live']);
  });

  it('keeps a bucket the browser has', async () => {
    expect((await page('mf-bucket=3')).headers['set-cookie']).toBeUndefined();
  });

  it('serves the page the registry with both releases, for the shell to choose alike', async () => {
    const config = JSON.parse(/id="app-config">([^<]*)</.exec((await page('mf-bucket=3')).body)?.[1] ?? 'null');
    expect(config.registry.mf_public.canary).toMatchObject({ percent: 50, version: store.read().remotes.mf_public.canary?.version });
  });
});
