// Remote releases in the audit trail: each release, canary, promotion, rollback and abort made by the
// release command (outside any signed-in request) and each automatic canary abort reaches the owners'
// GET /api/audit once, saying who (the OS user and the command, or the automatic rule) and from where
// (host, and an SSH client's address). On SQLite, and on PostgreSQL with TEST_DATABASE_URL.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { canaryMessages, type AuditEntry, type AuditPage } from '@agency/shared/contract/messages';
import { checkCanaries } from '../canary-watch';
import { DEFAULT_CANARY_RULE } from '../releases/canary-rule';
import { localActor } from '../releases/release-journal';
import { ReleaseStore } from '../releases/release-store';
import { buildSiteServer } from '../site-server';
import { fakeRemoteBuild, fakeShellBuild } from './helpers/fake-builds';
import { createTestEnvironment, testOptions, TEST_ADMIN, type TestEnvironment } from '../../../api/src/__tests__/helpers/test-app';

const RULE = { ...DEFAULT_CANARY_RULE, minViews: 5 };
let app: FastifyInstance;
let env: TestEnvironment;
let dir: string;
let owner: Record<string, string>;

const remotesDir = () => path.join(dir, 'remotes');
const build = (marker: string) => fakeRemoteBuild(path.join(dir, 'build', marker), { name: 'mf_public', marker });

beforeAll(async () => {
  env = await createTestEnvironment();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-audit-'));
  const { prefix: _root, logger: _quiet, ...api } = testOptions(env, { seed: false });
  app = await buildSiteServer({
    shellDist: fakeShellBuild(path.join(dir, 'shell')),
    releases: new ReleaseStore(remotesDir()),
    api: api as never,
    // Checked often: each check moves the store's journal into the trail.
    canaryWatch: { rule: RULE, checkMs: 40 },
  });
  await app.ready();
  const { token } = (await app.inject({ method: 'POST', url: '/api/login', payload: TEST_ADMIN })).json() as { token: string };
  owner = { authorization: `Bearer ${token}` };
});

afterAll(async () => {
  await app.close();
  await env.dispose();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The trail's release entries, oldest first, once there are `count` of them (the site moves them within a check). */
const releaseEntries = async (count: number): Promise<AuditEntry[]> => {
  // Generous: on a busy machine the checks (every 40 ms) may be late by seconds.
  const deadline = Date.now() + 30_000;
  for (;;) {
    const reply = await app.inject({ url: '/api/audit?resource=remote&limit=100', headers: owner });
    expect(reply.statusCode).toBe(200);
    const page = reply.json() as AuditPage;
    // The page's rows, not its total: the count is a query of its own, which may see a write the rows missed.
    if (page.data.length >= count || Date.now() > deadline) return page.data.reverse();
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
};

test('the release command: release, canary, promotion, rollback and abort, each once with the OS user, the host and the SSH address', async () => {
  // As `npm run release` over SSH from 203.0.113.7 builds it (webpack/release.js).
  const command = (action: string) =>
    new ReleaseStore(remotesDir()).acting(localActor('command', `npm run ${action}`, { SSH_CONNECTION: '203.0.113.7 50000 10.0.0.2 22' }));
  const first = command('release').publish('mf_public', build('one'));
  const second = command('release').publish('mf_public', build('two'));
  const canary = command('release').publishCanary('mf_public', build('three'), 10);
  command('promote').promote('mf_public');
  command('rollback').rollback('mf_public');
  const ended = command('release').publishCanary('mf_public', build('four'), 5);
  command('abort').abort('mf_public', 'ended by hand');

  const entries = await releaseEntries(7);
  const user = os.userInfo().username;
  expect(entries.map((entry) => [entry.action, entry.summary, entry.userAgent])).toEqual([
    ['release', `version ${first}`, 'npm run release'],
    ['release', `version ${second}, was ${first}`, 'npm run release'],
    ['release', `canary ${canary} for 10 % of browsers, beside ${second}`, 'npm run release'],
    ['promote', `canary ${canary} live for every browser, was ${second}`, 'npm run promote'],
    ['rollback', `back to ${second} from ${canary}`, 'npm run rollback'],
    ['release', `canary ${ended} for 5 % of browsers, beside ${second}`, 'npm run release'],
    ['abort', `canary ${ended} ended (live: ${second}): ended by hand`, 'npm run abort'],
  ]);
  for (const entry of entries) {
    expect(entry).toMatchObject({
      userId: '',
      userEmail: `${user} (release command)`,
      resourceType: 'remote',
      resourceId: 'mf_public',
      ip: `${os.hostname()} / 203.0.113.7`,
    });
  }
  // The journal (OS users, hosts) is the servers' own: never served with the released files.
  expect((await app.inject('/remotes/release-journal.jsonl')).statusCode).toBe(404);
  // Moved, not copied: the journal is empty and later checks add nothing.
  expect(new ReleaseStore(remotesDir()).journal()).toEqual([]);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await releaseEntries(0)).toHaveLength(7);
  // The trail's action filter finds them as any other.
  const rollbacks = await app.inject({ url: '/api/audit?action=rollback', headers: owner });
  expect((rollbacks.json() as AuditPage).data.map((entry) => entry.resourceId)).toEqual(['mf_public']);
});

test('the automatic canary rule ending a failing canary is in the trail as the rule, from the instance that ended it', async () => {
  const before = (await releaseEntries(0)).length;
  const store = new ReleaseStore(remotesDir());
  const live = store.read().remotes.mf_public.current;
  const canary = store.publishCanary('mf_public', build('failing'), 50);
  const views = { views: 10, errors: 3, errorsPerThousand: 300, inpP75: null, lcpP75: null };
  const outcomes = await checkCanaries({
    rule: RULE,
    checkMs: 60_000,
    releases: new ReleaseStore(remotesDir()),
    readHealth: async () => [
      {
        remote: 'mf_public',
        since: new Date().toISOString(),
        live: { version: live, ...views, errors: 0, errorsPerThousand: 0, views: 100 },
        canary: { version: canary, ...views, percent: 50, startedAt: new Date().toISOString() },
      },
    ],
    notify: async () => undefined,
    recordAudit: async () => undefined,
    log: app.log,
  });
  expect(outcomes.map((outcome) => outcome.action)).toEqual(['aborted']);

  const [canaryRelease, abort] = (await releaseEntries(before + 2)).slice(before);
  expect(canaryRelease).toMatchObject({ action: 'release', userEmail: `${os.userInfo().username} (release command)` });
  expect(abort).toMatchObject({
    action: 'abort',
    userId: '',
    userEmail: 'automatic canary rule',
    resourceId: 'mf_public',
    summary: `canary ${canary} ended (live: ${live}): ${canaryMessages.abortErrors(300, 0, 10)}`,
    ip: os.hostname(),
    userAgent: 'site server',
  });
});
