// Audit entries of changes made outside the API (a remote's release, moved from the release store's
// journal by each site instance): each written once by its id whichever instances give it, shown by
// GET /audit with the others, filtered by its action and type, and in the CSV.

import type { AuditEntry, AuditPage } from '@agency/shared/contract/messages';
import type { MountedApi } from '../app';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let owner: string;
/** What the site server is handed: the API's writer of such entries. */
let mounted: MountedApi;

beforeAll(async () => {
  t = await createTestApp({ seed: false, onMounted: (api) => (mounted = api) });
  owner = await t.staffToken();
});
afterAll(() => t.close());

const release = (id: string, at: string): AuditEntry => ({
  _id: id,
  at,
  userId: '',
  userEmail: 'deploy (release command)',
  action: 'release',
  resourceType: 'remote',
  resourceId: 'mf_public',
  summary: 'version 1.0.0-abc, was 1.0.0-def',
  ip: 'build-1 / 203.0.113.7',
  userAgent: 'npm run release',
});

test('an entry given by two instances at once, and again later, is written once, with its own time, who and where', async () => {
  const first = release('6b0b0000aaaaaaaaaaaaaaaa', '2026-11-28T10:00:00.000Z');
  const second = { ...release('6b0b0001bbbbbbbbbbbbbbbb', '2026-11-28T10:05:00.000Z'), action: 'rollback' as const };
  await Promise.all([mounted.recordAudit([first, second]), mounted.recordAudit([first, second])]);
  await mounted.recordAudit([first]);

  const reply = await t.app.inject({ url: '/audit?resource=remote', headers: bearer(owner) });
  expect(reply.statusCode).toBe(200);
  expect((reply.json() as AuditPage).data).toEqual([second, first]);
  const rollbacks = await t.app.inject({ url: '/audit?action=rollback', headers: bearer(owner) });
  expect((rollbacks.json() as AuditPage).data.map((entry) => entry._id)).toEqual([second._id]);
  const csv = await t.app.inject({ url: '/audit.csv?resource=remote', headers: bearer(owner) });
  expect(csv.body).toContain('deploy (release command),release,remote,mf_public');
  expect(csv.body).toContain('build-1 / 203.0.113.7,npm run release');
});
