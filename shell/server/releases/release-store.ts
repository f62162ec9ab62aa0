// The release store: each remote's builds in immutable folders `<remote>/<version>/`,
// and `registry.json` naming the live version of each remote with its history.
// Switching versions rewrites the registry atomically (temp file + rename), so a
// reader sees the old registry or the new one, never half of either.

import fs from 'node:fs';
import path from 'node:path';
import type { RemoteRelease } from '@agency/shared/contract';
import type { CanaryRule } from './canary-rule';
import { buildVersion, integrityOf, MANIFEST_FILE, readManifest, remoteEntryPath, unlistedFiles } from './federation-manifest';
import {
  appendJournal,
  dropFromJournal,
  localActor,
  newEventId,
  readJournal,
  type ReleaseActor,
  type ReleaseEvent,
} from './release-journal';

export interface RemoteReleases {
  /** The live version: the last entry of `history`. */
  current: string;
  /** Versions that have been live, oldest first: what rollback steps back through. */
  history: string[];
  /** Version folders on disk, in publish order (kept for pages still using them). */
  kept: string[];
  /** A release beside the live one, for a share of browsers (canary.ts chooses which). */
  canary?: CanaryState;
  /** Canaries ended without promotion, newest last (the last few): what ended them and why. */
  aborted?: AbortedCanary[];
  /** This remote's own thresholds of the automatic rollback rule, over the site's (canary-rule.ts). */
  rule?: Partial<CanaryRule>;
}

export interface CanaryState {
  version: string;
  /** The share of browsers, 0-100. */
  percent: number;
  startedAt: string;
}

export interface AbortedCanary {
  version: string;
  reason: string;
  at: string;
}

const ABORTS_KEPT = 10;

export interface RegistryFile {
  remotes: Record<string, RemoteReleases>;
}

export const REGISTRY_FILE = 'registry.json';
/** The public registry (remote -> its live release: manifest URL and integrity), for a CDN serving this folder. */
export const PUBLIC_REGISTRY_FILE = 'remotes.json';
export const DEFAULT_RETENTION = 5;

interface DroppedFolder {
  remote: string;
  version: string;
}

/** What a registry change did, for the journal (its id, time and actor are added by `update`). */
type ChangeRecord = Omit<ReleaseEvent, 'id' | 'at' | 'actor'>;

const LOCK_WAIT_MS = 10_000;

/** One writer at a time across processes: mkdir is atomic; a lock older than the wait is stale. */
const withLock = (lockDir: string, work: () => void) => {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() > deadline) {
        fs.rmSync(lockDir, { recursive: true, force: true });
        continue;
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
  try {
    work();
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
};

const writeAtomically = (file: string, text: string) => {
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temp, text);
  fs.renameSync(temp, file);
};

export class ReleaseStore {
  constructor(
    readonly dir: string,
    /** Where browsers fetch the store's folders from: '/remotes' or a CDN URL. */
    readonly publicUrl: string = '/remotes',
    readonly retention: number = DEFAULT_RETENTION,
    /** Who the journal names for this object's changes. */
    readonly actor: ReleaseActor = localActor('command', 'release store'),
  ) {}

  /** The same store, its changes journaled as `actor`'s. */
  acting(actor: ReleaseActor): ReleaseStore {
    return new ReleaseStore(this.dir, this.publicUrl, this.retention, actor);
  }

  /** The changes not yet moved into the audit trail, oldest first. */
  journal(): ReleaseEvent[] {
    return readJournal(this.dir);
  }

  /** Takes events out of the journal once the audit trail holds them. */
  forgetJournal(ids: readonly string[]): void {
    if (ids.length === 0) return;
    withLock(path.join(this.dir, '.lock'), () => dropFromJournal(this.dir, new Set(ids), writeAtomically));
  }

  read(): RegistryFile {
    try {
      return JSON.parse(fs.readFileSync(path.join(this.dir, REGISTRY_FILE), 'utf8')) as RegistryFile;
    } catch {
      return { remotes: {} };
    }
  }

  /** Moves with every write of the registry (each is a new file, see writeAtomically; a hand edit moves its
   *  time), read without opening it: what the page cache checks per batch of requests instead of the text. */
  registryStamp(): string {
    const stat = fs.statSync(path.join(this.dir, REGISTRY_FILE), { bigint: true, throwIfNoEntry: false });
    return stat ? `${stat.ino}:${stat.mtimeNs}:${stat.size}` : '';
  }

  /** remote name -> manifest URL of its live version. */
  manifestUrls(registry: RegistryFile = this.read()): Record<string, string> {
    const base = this.publicUrl.replace(/\/$/, '');
    return Object.fromEntries(
      Object.entries(registry.remotes).map(([name, releases]) => [name, `${base}/${name}/${releases.current}/${MANIFEST_FILE}`]),
    );
  }

  /** remote name -> its live release (the manifest URL, the integrity of the files the shell loads first and
   *  the version) and, while one runs, its canary with the share of browsers it goes to. */
  registry(registry: RegistryFile = this.read()): Record<string, RemoteRelease> {
    const base = this.publicUrl.replace(/\/$/, '');
    const releaseOf = (name: string, version: string) => ({
      manifest: `${base}/${name}/${version}/${MANIFEST_FILE}`,
      integrity: this.integrity(name, version),
      version,
    });
    return Object.fromEntries(
      Object.entries(registry.remotes).map(([name, releases]) => [
        name,
        {
          ...releaseOf(name, releases.current),
          ...(releases.canary ? { canary: { ...releaseOf(name, releases.canary.version), percent: releases.canary.percent } } : {}),
        },
      ]),
    );
  }

  /** Version folders never change: each one's hashes are worked out once. */
  private readonly integrities = new Map<string, Record<string, string>>();

  /** The SRI hashes of a release's manifest and entry (file name -> `sha384-…`), as the registry publishes them. */
  integrity(remote: string, version: string): Record<string, string> {
    const key = `${remote}/${version}`;
    let hashes = this.integrities.get(key);
    if (!hashes) {
      const dir = path.join(this.dir, remote, version);
      const entry = remoteEntryPath(readManifest(dir));
      hashes = { [MANIFEST_FILE]: integrityOf(path.join(dir, MANIFEST_FILE)), [entry]: integrityOf(path.join(dir, entry)) };
      this.integrities.set(key, hashes);
    }
    return hashes;
  }

  /** The SRI hash of every file a browser loads from a release (file name -> `sha384-…`): the manifest's
   *  list, checked against the files when published, with the manifest's own. */
  fileIntegrity(remote: string, version: string): Record<string, string> {
    const key = `${remote}/${version}/files`;
    let hashes = this.integrities.get(key);
    if (!hashes) {
      hashes = { ...readManifest(path.join(this.dir, remote, version)).metaData.integrity, ...this.integrity(remote, version) };
      this.integrities.set(key, hashes);
    }
    return hashes;
  }

  /** True when this build was published before (even if rolled back since). */
  hasVersion(remote: string, version: string): boolean {
    return this.read().remotes[remote]?.kept.includes(version) ?? false;
  }

  /** Copies a build into its version folder (once). A build whose manifest does not give each of its scripts
   *  and stylesheets its hash is refused: the browser would refuse them. */
  private stage(remote: string, buildDir: string): string {
    const unlisted = unlistedFiles(buildDir);
    if (unlisted.length > 0) {
      throw new Error(`Release refused: the manifest of ${remote} gives no matching integrity hash for ${unlisted.join(', ')}`);
    }
    const version = buildVersion(buildDir);
    const target = path.join(this.dir, remote, version);
    if (!fs.existsSync(target)) {
      const staging = `${target}.${process.pid}.staging`;
      fs.rmSync(staging, { recursive: true, force: true });
      // Source maps are not published: the store may be synced to a public CDN.
      fs.cpSync(buildDir, staging, { recursive: true, filter: (source) => !/\.html$|-stats\.json$|\.map$/.test(source) });
      fs.renameSync(staging, target);
    }
    return version;
  }

  /** Copies a build into its version folder (once) and makes it the live version for every browser; a canary
   *  running beside the old one ends. */
  publish(remote: string, buildDir: string): string {
    const version = this.stage(remote, buildDir);
    this.update((registry, record) => {
      const releases = registry.remotes[remote] ?? { current: version, history: [], kept: [] };
      record({ action: 'release', remote, version, ...(registry.remotes[remote] ? { previous: releases.current } : {}) });
      this.makeLive(releases, version);
      registry.remotes[remote] = releases;
      return this.prune(releases).map((dropped) => ({ remote, version: dropped }));
    });
    return version;
  }

  /** Publishes a build as the canary of a remote that has a live version: `percent` of browsers load it.
   *  `rule` sets thresholds of this remote's rollback rule (kept for its later canaries too). */
  publishCanary(remote: string, buildDir: string, percent: number, rule?: Partial<CanaryRule>): string {
    if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new Error('A canary share is a whole percent from 0 to 100');
    const version = this.stage(remote, buildDir);
    this.update((registry, record) => {
      const releases = registry.remotes[remote];
      if (!releases) throw new Error(`${remote} has no live version yet: release it first, then a canary beside it`);
      if (releases.current === version) throw new Error(`${remote} ${version} is the live version already`);
      releases.canary = { version, percent, startedAt: new Date().toISOString() };
      record({ action: 'release', remote, version, previous: releases.current, percent });
      if (rule && Object.keys(rule).length > 0) releases.rule = { ...releases.rule, ...rule };
      releases.kept = [...releases.kept.filter((v) => v !== version), version];
      return this.prune(releases).map((dropped) => ({ remote, version: dropped }));
    });
    return version;
  }

  /** Makes a remote's canary live for every browser. With `only`, that canary only: of several instances
   *  promoting it at once, one does, the others find it gone (an error saying so). */
  promote(remote: string, only?: string): string {
    let version = '';
    this.update((registry, record) => {
      const releases = registry.remotes[remote];
      if (!releases?.canary || (only !== undefined && releases.canary.version !== only))
        throw new Error(`${remote} has no canary to promote`);
      version = releases.canary.version;
      record({ action: 'promote', remote, version, previous: releases.current });
      this.makeLive(releases, version);
      return [];
    });
    return version;
  }

  /** Ends a remote's canary (every browser loads the live version again) and records why. With `version`, only
   *  that canary: of several instances judging the same canary at once, one ends it, the others find it gone.
   *  Returns the ended canary's version, or undefined when there was none to end. */
  abort(remote: string, reason: string, version?: string): string | undefined {
    let ended: string | undefined;
    this.update((registry, record) => {
      const releases = registry.remotes[remote];
      const canary = releases?.canary;
      if (!canary || (version !== undefined && canary.version !== version)) return [];
      ended = canary.version;
      record({ action: 'abort', remote, version: ended, previous: releases.current, reason });
      delete releases.canary;
      releases.aborted = [...(releases.aborted ?? []), { version: ended, reason, at: new Date().toISOString() }].slice(-ABORTS_KEPT);
      return [];
    });
    return ended;
  }

  private makeLive(releases: RemoteReleases, version: string) {
    releases.history = [...releases.history.filter((v) => v !== version), version];
    releases.kept = [...releases.kept.filter((v) => v !== version), version];
    releases.current = version;
    delete releases.canary;
  }

  /** Makes the version that was live before the current one live again. */
  rollback(remote: string): string {
    this.update((registry, record) => {
      const releases = registry.remotes[remote];
      if (!releases || releases.history.length < 2) throw new Error(`${remote} has no earlier version to roll back to`);
      // The rolled-back version leaves the history but its folder stays for pages still using it.
      const rolledBack = releases.current;
      releases.history = releases.history.slice(0, -1);
      releases.current = releases.history[releases.history.length - 1];
      record({ action: 'rollback', remote, version: releases.current, previous: rolledBack });
      return [];
    });
    return this.read().remotes[remote].current;
  }

  /** Applies a change to the registry under the store's lock, writes it atomically and journals what it did
   *  (as this object's actor), then deletes dropped folders. */
  private update(change: (registry: RegistryFile, record: (done: ChangeRecord) => void) => DroppedFolder[]) {
    fs.mkdirSync(this.dir, { recursive: true });
    withLock(path.join(this.dir, '.lock'), () => {
      const registry = this.read();
      const done: ChangeRecord[] = [];
      const dropped = change(registry, (record) => done.push(record));
      writeAtomically(path.join(this.dir, REGISTRY_FILE), `${JSON.stringify(registry, null, 2)}\n`);
      writeAtomically(path.join(this.dir, PUBLIC_REGISTRY_FILE), `${JSON.stringify(this.registry(registry), null, 2)}\n`);
      const at = new Date();
      appendJournal(
        this.dir,
        done.map((record) => ({ id: newEventId(at), at: at.toISOString(), ...record, actor: this.actor })),
      );
      for (const { remote, version } of dropped) fs.rmSync(path.join(this.dir, remote, version), { recursive: true, force: true });
    });
  }

  /** Forgets the oldest folders beyond the retention count, never the live one; returns the versions to delete. */
  private prune(releases: RemoteReleases): string[] {
    const excess = releases.kept.length - this.retention;
    if (excess <= 0) return [];
    const drop = releases.kept.filter((v) => v !== releases.current && v !== releases.canary?.version).slice(0, excess);
    releases.kept = releases.kept.filter((v) => !drop.includes(v));
    releases.history = releases.history.filter((v) => !drop.includes(v));
    return drop;
  }
}
