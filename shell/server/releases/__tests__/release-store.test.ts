import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ReleaseStore } from '../release-store';
import { publishLocalBuilds } from '../local-builds';
import { incompatibilities } from '../compatibility';
import { readManifest } from '../federation-manifest';
import { fakeRemoteBuild, fakeShellBuild, sri, writeFile } from '../../__tests__/helpers/fake-builds';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-store-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const build = (marker: string) => fakeRemoteBuild(path.join(dir, 'builds', marker), { name: 'mf_admin_people', marker });

describe('the release store', () => {
  it('puts each build in its own immutable version folder and makes it live', () => {
    const store = new ReleaseStore(path.join(dir, 'store'));
    const v1 = store.publish('mf_admin_people', build('one'));
    const v2 = store.publish('mf_admin_people', build('two'));
    expect(v1).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
    expect(v2).not.toBe(v1);
    expect(store.manifestUrls()).toEqual({ mf_admin_people: `/remotes/mf_admin_people/${v2}/mf-manifest.json` });
    // The old version's files stay for pages still running it.
    expect(fs.existsSync(path.join(dir, 'store/mf_admin_people', v1, 'remoteEntry.js'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'store/mf_admin_people', v2, 'index.html'))).toBe(false);
  });

  it('gives equal builds the same version', () => {
    const store = new ReleaseStore(path.join(dir, 'store'));
    expect(store.publish('mf_admin_people', build('same'))).toBe(store.publish('mf_admin_people', build('same')));
    expect(store.read().remotes.mf_admin_people.kept).toHaveLength(1);
  });

  it('rolls back to the previous live version, step by step, and refuses past the first', () => {
    const store = new ReleaseStore(path.join(dir, 'store'));
    const v1 = store.publish('mf_admin_people', build('one'));
    const v2 = store.publish('mf_admin_people', build('two'));
    store.publish('mf_admin_people', build('three'));
    expect(store.rollback('mf_admin_people')).toBe(v2);
    expect(store.rollback('mf_admin_people')).toBe(v1);
    expect(() => store.rollback('mf_admin_people')).toThrow(/no earlier version/);
    expect(store.read().remotes.mf_admin_people.current).toBe(v1);
  });

  it('does not roll back to a version that was itself rolled back', () => {
    const store = new ReleaseStore(path.join(dir, 'store'));
    const v1 = store.publish('mf_admin_people', build('one'));
    store.publish('mf_admin_people', build('bad'));
    store.rollback('mf_admin_people');
    store.publish('mf_admin_people', build('fixed'));
    expect(store.rollback('mf_admin_people')).toBe(v1);
  });

  it("gives the registry a stamp that moves with every write and stays while nothing writes (the page cache's check)", () => {
    const store = new ReleaseStore(path.join(dir, 'store'));
    expect(store.registryStamp()).toBe('');
    store.publish('mf_admin_people', build('one'));
    const published = store.registryStamp();
    expect(published).not.toBe('');
    expect(store.registryStamp()).toBe(published);
    store.publish('mf_admin_people', build('two'));
    const second = store.registryStamp();
    expect(second).not.toBe(published);
    store.rollback('mf_admin_people');
    expect(store.registryStamp()).not.toBe(second);
    expect(store.registryStamp()).not.toBe(published);
  });

  it('removes the oldest folders beyond the retention count, never the live one', () => {
    const store = new ReleaseStore(path.join(dir, 'store'), '/remotes', 2);
    const v1 = store.publish('mf_admin_people', build('one'));
    const v2 = store.publish('mf_admin_people', build('two'));
    const v3 = store.publish('mf_admin_people', build('three'));
    expect(store.read().remotes.mf_admin_people.kept).toEqual([v2, v3]);
    expect(fs.existsSync(path.join(dir, 'store/mf_admin_people', v1))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'store/mf_admin_people', v3))).toBe(true);
  });

  it('writes the public registry beside its own file for a CDN, with the public URL and the integrity of the manifest and the entry', () => {
    const store = new ReleaseStore(path.join(dir, 'store'), 'https://cdn.example.com/remotes/');
    const v1 = store.publish('mf_admin_people', build('one'));
    const published = JSON.parse(fs.readFileSync(path.join(dir, 'store/remotes.json'), 'utf8'));
    const sri = (file: string) =>
      `sha384-${createHash('sha384')
        .update(fs.readFileSync(path.join(dir, 'store/mf_admin_people', v1, file)))
        .digest('base64')}`;
    expect(published).toEqual({
      mf_admin_people: {
        manifest: `https://cdn.example.com/remotes/mf_admin_people/${v1}/mf-manifest.json`,
        integrity: { 'mf-manifest.json': sri('mf-manifest.json'), 'remoteEntry.js': sri('remoteEntry.js') },
        version: v1,
      },
    });
    expect(store.registry()).toEqual(published);
  });

  it('gives every released script and stylesheet its hash, the one the browser computes from its bytes', () => {
    const store = new ReleaseStore(path.join(dir, 'store'));
    const v1 = store.publish('mf_admin_people', build('one'));
    const folder = path.join(dir, 'store/mf_admin_people', v1);
    // Every file a browser may load from the folder, found by walking it, not from the manifest.
    const released = fs
      .readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(js|css)$/.test(file))
      .map((file) => file.split(path.sep).join('/'));
    expect(released).toEqual(expect.arrayContaining(['remoteEntry.js', 'static/js/1.def456.js', 'static/css/styles.0a1b2c.css']));
    const hashes = store.fileIntegrity('mf_admin_people', v1);
    for (const file of released) expect([file, hashes[file]]).toEqual([file, sri(path.join(folder, file))]);
    expect(hashes['mf-manifest.json']).toBe(sri(path.join(folder, 'mf-manifest.json')));
  });

  it('refuses a build whose manifest gives a file no hash, or one its bytes do not match; the registry is unchanged', () => {
    const store = new ReleaseStore(path.join(dir, 'store'));
    const live = store.publish('mf_admin_people', build('one'));
    const unlisted = fakeRemoteBuild(path.join(dir, 'builds', 'unlisted'), { name: 'mf_admin_people', marker: 'two', integrity: false });
    expect(() => store.publish('mf_admin_people', unlisted)).toThrow(
      /Release refused: the manifest of mf_admin_people gives no matching integrity hash for remoteEntry\.js, static\/css\/styles\.0a1b2c\.css, static\/js\/1\.def456\.js/,
    );
    const changed = build('three');
    writeFile(path.join(changed, 'static/js/1.def456.js'), 'changed after the build listed its hash');
    expect(() => store.publish('mf_admin_people', changed)).toThrow(/no matching integrity hash for static\/js\/1\.def456\.js$/);
    expect(store.read().remotes.mf_admin_people).toMatchObject({ current: live, kept: [live] });
  });

  it('on start publishes a local build it has not seen, and keeps a later release or rollback', () => {
    const store = new ReleaseStore(path.join(dir, 'store'));
    const local = build('local');
    expect(publishLocalBuilds(store, { mf_admin_people: local })).toHaveLength(1);
    const released = store.publish('mf_admin_people', build('released'));
    expect(publishLocalBuilds(store, { mf_admin_people: local })).toEqual([]);
    expect(store.read().remotes.mf_admin_people.current).toBe(released);
  });
});

describe('compatibility with the shell', () => {
  const shell = () => readManifest(fakeShellBuild(path.join(dir, 'shell'), [{ name: 'react', version: '19.3.1', singleton: true }]));
  const remote = (options: Parameters<typeof fakeRemoteBuild>[1]) => readManifest(fakeRemoteBuild(path.join(dir, 'remote'), options));

  it('accepts a remote whose singletons the shell satisfies', () => {
    expect(incompatibilities(remote({ name: 'mf_admin_people' }), shell())).toEqual([]);
  });

  it('leaves singletons the shell does not load to the remotes (the admin kit)', () => {
    const shared = [
      { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.0.0' },
      { name: '@agency/shared/admin', version: '1.0.0', singleton: true, requiredVersion: '^1.0.0' },
    ];
    expect(incompatibilities(remote({ name: 'mf_admin_people', shared }), shell())).toEqual([]);
  });

  it('refuses a React major the shell does not provide', () => {
    const problems = incompatibilities(
      remote({ name: 'mf_admin_people', shared: [{ name: 'react', version: '20.0.0', singleton: true, requiredVersion: '^20.0.0' }] }),
      shell(),
    );
    expect(problems).toEqual(['mf_admin_people needs react ^20.0.0, but the shell provides 19.3.1']);
  });

  it('refuses a remote that no longer exposes ./pages', () => {
    expect(incompatibilities(remote({ name: 'mf_admin_people', exposes: ['./routes'] }), shell())).toEqual([
      "mf_admin_people does not expose ./pages, which the shell's routes load",
    ]);
  });
});
