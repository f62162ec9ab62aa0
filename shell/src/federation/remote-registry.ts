// The remote registry: remote name -> its live version's manifest URL and the integrity
// hashes of its manifest and entry (`/remotes.json`, or REMOTES_REGISTRY_URL via the page config;
// each manifest lists the hashes of the release's other files). The shell reads it at start and again on navigation, so a remote team's
// release or rollback reaches open pages at their next navigation, without rebuilding or
// reloading the shell; files that do not match their hash are refused (integrity-plugin.ts).

import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemoteRelease } from '@agency/shared/contract';
import { pageConfig } from '../read-app-config';
import integrityPlugin from './integrity-plugin';
import { integrityOf, manifestFileHashes, rememberIntegrity, withoutQuery } from './integrity-table';

export type RemoteRegistry = Partial<Record<RemoteName, RemoteRelease>>;

export const DEFAULT_REGISTRY_URL = '/remotes.json';

let registry: RemoteRegistry = {};
let loading: Promise<RemoteRegistry> | undefined;
let refreshing: Promise<void> = Promise.resolve();
const changeListeners = new Set<(remote: RemoteName) => void>();

const absolute = (url: string) => new URL(url, window.location.href).href;

const register = (entries: RemoteRegistry) =>
  registerRemotes(
    Object.entries(entries).map(([name, release]) => ({ name, entry: absolute(release!.manifest) })),
    { force: true },
  );

/** Registered manifests, and the folders of their releases (every file there must have a hash). */
const manifests = new Set<string>();
const releaseFolders = new Set<string>();
const rememberHashes = (entries: RemoteRegistry) => {
  for (const release of Object.values(entries)) {
    if (!release) continue;
    const manifest = absolute(release.manifest);
    manifests.add(manifest);
    releaseFolders.add(new URL('.', manifest).href);
    rememberIntegrity(manifest, release.integrity ?? {});
  }
};

let pluginRegistered = false;
const registerIntegrityPlugin = () => {
  if (pluginRegistered) return;
  pluginRegistered = true;
  registerPlugins([
    integrityPlugin({
      lookup: (url) => {
        const plain = withoutQuery(absolute(url));
        return {
          integrity: integrityOf(plain),
          manifest: manifests.has(plain),
          released: [...releaseFolders].some((folder) => plain.startsWith(folder)),
        };
      },
      onManifest: (url, text) => rememberIntegrity(absolute(url), manifestFileHashes(url, text)),
    }),
  ]);
};

/** The registry as published: each remote's live release and any canary beside it (the dashboard shows both). */
export const fetchFullRegistry = async (signal?: AbortSignal): Promise<RemoteRegistry> => {
  const response = await fetch(pageConfig().registryUrl ?? DEFAULT_REGISTRY_URL, { cache: 'no-cache', signal });
  if (!response.ok) throw new Error(`Remote registry answered ${response.status}`);
  return (await response.json()) as RemoteRegistry;
};

/** This browser's release of each remote: the choice between a live release and its canary loads only when one runs. */
const thisBrowsers = async (registry: RemoteRegistry): Promise<RemoteRegistry> =>
  Object.values(registry).some((release) => release?.canary)
    ? (await import(/* webpackChunkName: "canary-choice" */ './canary-choice')).thisBrowsersReleases(registry)
    : registry;

const fetchRegistry = async (signal?: AbortSignal): Promise<RemoteRegistry> => thisBrowsers(await fetchFullRegistry(signal));

/** The registry the page was served with, if the server wrote it into the page's config. */
const servedRegistry = (): Promise<RemoteRegistry> | undefined => {
  const served = pageConfig().registry as RemoteRegistry | undefined;
  return served && thisBrowsers(served);
};

/** Loads the registry once; a failed load is forgotten so the next call tries again. */
export const ensureRegistry = (): Promise<RemoteRegistry> => {
  const served = servedRegistry();
  loading ??= (served ?? fetchRegistry()).then(
    (entries) => {
      registry = entries;
      registerIntegrityPlugin();
      rememberHashes(entries);
      register(entries);
      return entries;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
};

/** Called when a remote's live version changed; its pages must load afresh. */
export const onRemoteChanged = (listener: (remote: RemoteName) => void): (() => void) => {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
};

/** How long a navigation's registry check may take before the page loads from the registry it has. */
const REFRESH_TIMEOUT_MS = 15_000;

/** Re-reads the registry and switches every remote whose live version changed. Refreshes run
 *  one after another: two navigations in quick succession must not compare against the same
 *  old registry, nor may an earlier, slower answer overwrite a later one (a rollback undone). */
export const refreshRegistry = (): Promise<void> => {
  refreshing = refreshing.then(async () => {
    try {
      await ensureRegistry();
      const latest = await fetchRegistry(AbortSignal.timeout(REFRESH_TIMEOUT_MS));
      const changed = (Object.keys(latest) as RemoteName[]).filter((name) => latest[name]?.manifest !== registry[name]?.manifest);
      if (changed.length === 0) return;
      registry = { ...registry, ...latest };
      rememberHashes(latest);
      register(Object.fromEntries(changed.map((name) => [name, latest[name]])));
      for (const name of changed) for (const listener of changeListeners) listener(name);
    } catch (error: unknown) {
      console.warn('[federation] registry refresh failed', error);
    }
  });
  return refreshing;
};

/** Resolves once every registry refresh started so far has been applied. */
export const registrySettled = (): Promise<void> => refreshing;

/** Registers one remote again, dropping what the runtime cached of a failed load. */
export const reRegisterRemote = (name: RemoteName): void => {
  const entry = registry[name];
  if (entry) register({ [name]: entry });
};

export const currentRegistry = (): RemoteRegistry => registry;

/** The version of a live remote, from its release folder `<remote>/<version>/mf-manifest.json`. */
export const versionOf = (release: RemoteRelease | undefined): string | undefined =>
  release ? /\/([^/]+)\/mf-manifest\.json(?:\?.*)?$/.exec(release.manifest)?.[1] : undefined;
