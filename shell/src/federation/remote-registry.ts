// The remote registry: remote name -> manifest URL of its live version (`/remotes.json`,
// or REMOTES_REGISTRY_URL via the page config). The shell reads it at start and again on
// navigation, so a remote team's release or rollback reaches open pages at their next
// navigation, without rebuilding or reloading the shell.

import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@agency/shared/contract';
import { getRuntimeConfig } from '@agency/shared/api';

export type RemoteRegistry = Partial<Record<RemoteName, string>>;

export const DEFAULT_REGISTRY_URL = '/remotes.json';

let registry: RemoteRegistry = {};
let loading: Promise<RemoteRegistry> | undefined;
let refreshing: Promise<void> = Promise.resolve();
const changeListeners = new Set<(remote: RemoteName) => void>();

const absolute = (url: string) => new URL(url, window.location.href).href;

const register = (entries: RemoteRegistry) =>
  registerRemotes(
    Object.entries(entries).map(([name, entry]) => ({ name, entry: absolute(entry as string) })),
    { force: true },
  );

const fetchRegistry = async (): Promise<RemoteRegistry> => {
  const response = await fetch(getRuntimeConfig().registryUrl ?? DEFAULT_REGISTRY_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Remote registry answered ${response.status}`);
  return (await response.json()) as RemoteRegistry;
};

/** The registry the page was served with, if the server wrote it into the page's config. */
const servedRegistry = (): RemoteRegistry | undefined => getRuntimeConfig().registry as RemoteRegistry | undefined;

/** Loads the registry once; a failed load is forgotten so the next call tries again. */
export const ensureRegistry = (): Promise<RemoteRegistry> => {
  const served = servedRegistry();
  loading ??= (served ? Promise.resolve(served) : fetchRegistry()).then(
    (entries) => {
      registry = entries;
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

/** Re-reads the registry and switches every remote whose live version changed. */
export const refreshRegistry = (): Promise<void> => {
  refreshing = (async () => {
    await ensureRegistry();
    const latest = await fetchRegistry();
    const changed = (Object.keys(latest) as RemoteName[]).filter((name) => latest[name] !== registry[name]);
    if (changed.length === 0) return;
    registry = { ...registry, ...latest };
    register(Object.fromEntries(changed.map((name) => [name, latest[name]])));
    for (const name of changed) for (const listener of changeListeners) listener(name);
  })().catch((error: unknown) => console.warn('[federation] registry refresh failed', error));
  return refreshing;
};

/** Resolves once the latest registry refresh has been applied. */
export const registrySettled = (): Promise<void> => refreshing;

/** Registers one remote again, dropping what the runtime cached of a failed load. */
export const reRegisterRemote = (name: RemoteName): void => {
  const entry = registry[name];
  if (entry) register({ [name]: entry });
};

export const currentRegistry = (): RemoteRegistry => registry;

/** The version of a live remote, from its release folder `<remote>/<version>/mf-manifest.json`. */
export const versionOf = (manifestUrl: string | undefined): string | undefined =>
  manifestUrl ? /\/([^/]+)\/mf-manifest\.json(?:\?.*)?$/.exec(manifestUrl)?.[1] : undefined;
