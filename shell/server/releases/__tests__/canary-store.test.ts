// A canary in the release store: published beside the live version for a share of browsers, described
// in the registry with both versions and the share, promoted for everyone or ended with its reason; an
// end ordered by several instances at once happens once.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ReleaseStore } from '../release-store';
import { fakeRemoteBuild } from '../../__tests__/helpers/fake-builds';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canary-store-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const REMOTE = 'mf_admin_people';
const build = (marker: string) => fakeRemoteBuild(path.join(dir, 'builds', marker), { name: REMOTE, marker });
const storeWithLive = () => {
  const store = new ReleaseStore(path.join(dir, 'store'));
  return { store, live: store.publish(REMOTE, build('live')) };
};

it('publishes a canary beside the live version, and the registry describes both and the share', () => {
  const { store, live } = storeWithLive();
  const canary = store.publishCanary(REMOTE, build('canary'), 25);
  const entry = store.registry()[REMOTE];
  expect(entry).toMatchObject({ version: live, manifest: `/remotes/${REMOTE}/${live}/mf-manifest.json` });
  expect(entry.canary).toMatchObject({ version: canary, percent: 25, manifest: `/remotes/${REMOTE}/${canary}/mf-manifest.json` });
  expect(Object.keys(entry.canary!.integrity)).toEqual(Object.keys(entry.integrity));
  // The public registry file (for a CDN) says the same.
  expect(JSON.parse(fs.readFileSync(path.join(dir, 'store', 'remotes.json'), 'utf8'))[REMOTE]).toEqual(entry);
});

it('refuses a canary without a live version, of the live version itself, or at a share that is not a whole percent', () => {
  const store = new ReleaseStore(path.join(dir, 'store'));
  expect(() => store.publishCanary(REMOTE, build('first'), 10)).toThrow(/no live version yet/);
  const live = store.publish(REMOTE, build('live'));
  expect(() => store.publishCanary(REMOTE, build('live'), 10)).toThrow(new RegExp(`${live} is the live version already`));
  for (const percent of [-1, 101, 12.5, Number.NaN])
    expect(() => store.publishCanary(REMOTE, build('next'), percent)).toThrow(/whole percent/);
  expect(store.registry()[REMOTE].canary).toBeUndefined();
});

it('promotes the canary: it becomes the live version for everyone, and a rollback steps back to the one before', () => {
  const { store, live } = storeWithLive();
  const canary = store.publishCanary(REMOTE, build('canary'), 50);
  expect(store.promote(REMOTE)).toBe(canary);
  expect(store.registry()[REMOTE]).toMatchObject({ version: canary });
  expect(store.registry()[REMOTE].canary).toBeUndefined();
  expect(store.rollback(REMOTE)).toBe(live);
  expect(() => store.promote(REMOTE)).toThrow(/no canary to promote/);
});

it('ends the canary with its reason; the live version stays, and the folder stays for pages still on it', () => {
  const { store, live } = storeWithLive();
  const canary = store.publishCanary(REMOTE, build('canary'), 50);
  expect(store.abort(REMOTE, 'ended by hand')).toBe(canary);
  expect(store.registry()[REMOTE]).toMatchObject({ version: live });
  expect(store.registry()[REMOTE].canary).toBeUndefined();
  expect(store.read().remotes[REMOTE].aborted).toEqual([{ version: canary, reason: 'ended by hand', at: expect.any(String) }]);
  expect(fs.existsSync(path.join(dir, 'store', REMOTE, canary, 'remoteEntry.js'))).toBe(true);
  expect(store.abort(REMOTE, 'again')).toBeUndefined();
});

it('ends a canary once when several instances order it at once, and never a newer canary than the one judged', () => {
  const { store } = storeWithLive();
  const canary = store.publishCanary(REMOTE, build('canary'), 50);
  const others = [1, 2, 3].map(() => new ReleaseStore(path.join(dir, 'store')));
  const ended = [store, ...others].map((instance) => instance.abort(REMOTE, 'error rate', canary));
  expect(ended.filter((version) => version !== undefined)).toEqual([canary]);
  expect(store.read().remotes[REMOTE].aborted).toHaveLength(1);

  const next = store.publishCanary(REMOTE, build('next'), 50);
  expect(store.abort(REMOTE, 'judged the old one', canary)).toBeUndefined();
  expect(store.registry()[REMOTE].canary?.version).toBe(next);
});

it('never prunes the canary folder, and a full release ends the canary', () => {
  const store = new ReleaseStore(path.join(dir, 'store'), '/remotes', 2);
  store.publish(REMOTE, build('one'));
  const canary = store.publishCanary(REMOTE, build('canary'), 10);
  store.publish(REMOTE, build('two'));
  expect(store.read().remotes[REMOTE].canary).toBeUndefined();
  store.publishCanary(REMOTE, build('canary-two'), 10);
  expect(store.read().remotes[REMOTE].kept).not.toContain(canary);
  expect(fs.existsSync(path.join(dir, 'store', REMOTE, store.read().remotes[REMOTE].canary!.version))).toBe(true);
});
