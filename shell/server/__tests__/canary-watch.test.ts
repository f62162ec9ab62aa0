// The automatic rollback on two site instances sharing one release store: both judge the public
// remote's canary on its health from the beacons, exactly one ends it (once), the reason is in the
// registry and on GET /api/insights/versions, and one e-mail to staff waits in the outbox.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { REMOTE_NAMES } from '@agency/shared/contract';
import type { VersionHealthReply } from '@agency/shared/contract/insights';
import { canaryMessages as m } from '@agency/shared/contract/messages';
import type { RemoteVersionHealth } from '@agency/shared/contract/insights';
import { checkCanaries, type CanaryWatchOptions } from '../canary-watch';
import { buildSiteServer } from '../site-server';
import { DEFAULT_CANARY_RULE } from '../releases/canary-rule';
import { ReleaseStore } from '../releases/release-store';
import { fakeRemoteBuild, fakeShellBuild } from './helpers/fake-builds';

const STAFF = { email: 'staff@northstar.test', password: 'correct horse battery staple' };
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
// Lowered as an e2e lowers them: five canary views are enough to judge.
const RULE = { ...DEFAULT_CANARY_RULE, minViews: 5 };

let dir: string;
let store: ReleaseStore;
let live: string;
let canary: string;
const sites: FastifyInstance[] = [];
const dataDir = (index: number) => path.join(dir, `data-${index}`);

const site = (index: number) =>
  buildSiteServer({
    shellDist: fakeShellBuild(path.join(dir, 'build', 'shell')),
    // Each instance has its own store object on the one folder, as separate processes would.
    releases: new ReleaseStore(path.join(dir, 'remotes')),
    api: {
      dataDir: dataDir(index),
      seed: false,
      adminEmail: STAFF.email,
      adminPassword: STAFF.password,
      passwordHashing: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
      announce: () => undefined,
    } as never,
    canaryWatch: { rule: RULE, checkMs: 40 },
  });

let counter = 0;
/** Sends the events as the visitor script does, at most 20 a beacon; answers the last status. */
const beacon = async (app: FastifyInstance, events: unknown[]) => {
  let status = 0;
  for (let at = 0; at < events.length; at += 20) {
    const reply = await app.inject({
      method: 'POST',
      url: '/api/insights/events',
      headers: { 'content-type': 'text/plain', 'user-agent': CHROME },
      payload: JSON.stringify({ events: events.slice(at, at + 20) }),
    });
    status = reply.statusCode === 202 ? status || 202 : reply.statusCode;
  }
  return { statusCode: status };
};
const visits = (version: string, count: number, errors: number) => [
  ...Array.from({ length: count }, () => ({
    id: `cw-view-${(counter += 1)}`,
    type: 'view',
    path: '/',
    device: 'desktop',
    remotes: { mf_public: version },
  })),
  ...Array.from({ length: errors }, () => ({
    id: `cw-error-${(counter += 1)}`,
    type: 'error',
    path: '/',
    message: 'TypeError: broken is not a function',
    remote: 'mf_public',
    version,
  })),
];

/** The staff notices each instance's outbox holds (contact_id null). */
const notices = (index: number): Array<{ notice: string }> => {
  const db = new Database(path.join(dataDir(index), 'agency.sqlite'), { readonly: true });
  try {
    return db.prepare('select notice from notification_outbox where contact_id is null').all() as Array<{ notice: string }>;
  } finally {
    db.close();
  }
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canary-watch-'));
  store = new ReleaseStore(path.join(dir, 'remotes'));
  for (const name of REMOTE_NAMES) store.publish(name, fakeRemoteBuild(path.join(dir, 'build', name), { name }));
  live = store.read().remotes.mf_public.current;
  sites.push(await site(1), await site(2));
  await Promise.all(sites.map((app) => app.ready()));
});

afterAll(async () => {
  await Promise.all(sites.map((app) => app.close()));
  fs.rmSync(dir, { recursive: true, force: true });
});

it('leaves a healthy canary running', async () => {
  canary = store.publishCanary(
    'mf_public',
    fakeRemoteBuild(path.join(dir, 'build', 'healthy'), { name: 'mf_public', marker: 'healthy' }),
    50,
  );
  for (const app of sites) {
    expect((await beacon(app, [...visits(live, 10, 0), ...visits(canary, 10, 0)])).statusCode).toBe(202);
  }
  // Several checks of both instances.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(store.read().remotes.mf_public.canary?.version).toBe(canary);
  store.abort('mf_public', 'test over');
});

it('rolls a failing canary back on one instance only, records why and queues one e-mail', async () => {
  canary = store.publishCanary(
    'mf_public',
    fakeRemoteBuild(path.join(dir, 'build', 'broken'), { name: 'mf_public', marker: 'broken' }),
    50,
  );
  const aborted = store.read().remotes.mf_public.aborted?.length ?? 0;
  const noticesBefore = notices(1).length + notices(2).length;
  // Both instances see the same visits (one database in production): both judge the canary failing.
  for (const app of sites) {
    expect((await beacon(app, [...visits(live, 20, 0), ...visits(canary, 10, 3)])).statusCode).toBe(202);
  }
  // Generous: on a busy machine the checks (every 40 ms) may be late by seconds.
  const deadline = Date.now() + 30_000;
  while (store.read().remotes.mf_public.canary && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  // More checks of both instances after the end: none ends anything twice.
  await new Promise((resolve) => setTimeout(resolve, 300));

  const releases = store.read().remotes.mf_public;
  expect(releases.canary).toBeUndefined();
  expect(releases.current).toBe(live);
  expect(releases.aborted).toHaveLength(aborted + 1);
  const reason = m.abortErrors(300, 0, 10);
  expect(releases.aborted!.at(-1)).toMatchObject({ version: canary, reason });

  const queued = [...notices(1), ...notices(2)].slice(noticesBefore);
  expect(queued).toHaveLength(1);
  expect(JSON.parse(queued[0].notice)).toEqual({
    subject: m.abortEmailSubject('mf_public', canary),
    text: m.abortEmailText('mf_public', canary, live, reason),
  });

  // The dashboard's read shows why.
  const login = await sites[1].inject({ method: 'POST', url: '/api/login', payload: STAFF });
  const health = await sites[1].inject({ url: '/api/insights/versions', headers: { authorization: `Bearer ${login.json().token}` } });
  const publicRemote = (health.json() as VersionHealthReply).remotes.find((remote) => remote.remote === 'mf_public');
  expect(publicRemote).toMatchObject({ live: { version: live }, lastAborted: { version: canary, reason } });
  expect(publicRemote!.canary).toBeUndefined();
});

const healthOf = (canaryValues: Partial<RemoteVersionHealth['live']>): RemoteVersionHealth[] => [
  {
    remote: 'mf_public',
    since: new Date().toISOString(),
    live: { version: live, views: 100, errors: 0, errorsPerThousand: 0, inpP75: null, lcpP75: null },
    canary: {
      ...{ version: canary, views: 10, errors: 0, errorsPerThousand: 0, inpP75: null, lcpP75: null, ...canaryValues },
      percent: 50,
      startedAt: new Date(Date.now() - 60_000).toISOString(),
    },
  },
];
const sent: unknown[] = [];
const instance = (health: () => RemoteVersionHealth[], rule = RULE): CanaryWatchOptions => ({
  rule,
  checkMs: 60_000,
  // Its own store object on the one folder, as another process would have.
  releases: new ReleaseStore(path.join(dir, 'remotes')),
  readHealth: async () => health(),
  notify: async (notice) => void sent.push(notice),
  recordAudit: async () => undefined,
  log: sites[0].log,
});
const newCanary = (marker: string) =>
  store.publishCanary('mf_public', fakeRemoteBuild(path.join(dir, 'build', marker), { name: 'mf_public', marker }), 50);

it('of two instances judging the same failing canary at the same moment, one ends it and e-mails, once', async () => {
  canary = newCanary('racing');
  sent.length = 0;
  const failing = () => healthOf({ errors: 5, errorsPerThousand: 500 });
  const outcomes = await Promise.all([checkCanaries(instance(failing)), checkCanaries(instance(failing))]);
  expect(outcomes.flat()).toEqual([{ remote: 'mf_public', version: canary, action: 'aborted', reason: m.abortErrors(500, 0, 10) }]);
  expect(sent).toHaveLength(1);
  expect(store.read().remotes.mf_public.aborted!.filter((entry) => entry.version === canary)).toHaveLength(1);
});

it('promotes a canary healthy for the configured time, once of two instances, when auto-promote is on', async () => {
  canary = newCanary('promoted');
  const healthy = () => healthOf({});
  const rule = { ...RULE, autoPromoteMinutes: 1 };
  const outcomes = await Promise.all([checkCanaries(instance(healthy, rule)), checkCanaries(instance(healthy, rule))]);
  expect(outcomes.flat()).toEqual([{ remote: 'mf_public', version: canary, action: 'promoted', reason: m.promotedAutomatically(canary) }]);
  const releases = store.read().remotes.mf_public;
  expect(releases.current).toBe(canary);
  expect(releases.canary).toBeUndefined();
});

// Last: the remote's own rule stays in the registry for its later canaries.
it("takes the remote's own rule from the registry over the site's thresholds", async () => {
  canary = store.publishCanary(
    'mf_public',
    fakeRemoteBuild(path.join(dir, 'build', 'own-rule'), { name: 'mf_public', marker: 'own-rule' }),
    50,
    { minViews: 1000 },
  );
  const failing = () => healthOf({ errors: 5, errorsPerThousand: 500 });
  expect(await checkCanaries(instance(failing))).toEqual([]);
  expect(store.read().remotes.mf_public.canary?.version).toBe(canary);
});
