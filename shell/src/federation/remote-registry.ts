// The remote registry: `/remotes.json` maps each remote to its manifest URL. The shell
// reads it at start, so a remote team releases without rebuilding the shell.

import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@agency/shared/contract';

export type RemoteRegistry = Partial<Record<RemoteName, string>>;

export const REGISTRY_URL = '/remotes.json';

let registry: RemoteRegistry = {};
let loading: Promise<RemoteRegistry> | undefined;

const toRemotes = (entries: RemoteRegistry) =>
  Object.entries(entries).map(([name, entry]) => ({ name, entry: new URL(entry as string, window.location.href).href }));

const fetchRegistry = async (url: string): Promise<RemoteRegistry> => {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Remote registry answered ${response.status}`);
  registry = (await response.json()) as RemoteRegistry;
  registerRemotes(toRemotes(registry), { force: true });
  return registry;
};

/** Loads the registry once; a failed load is forgotten so the next call tries again. */
export const ensureRegistry = (url: string = REGISTRY_URL): Promise<RemoteRegistry> => {
  loading ??= fetchRegistry(url).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
};

/** Registers one remote again, dropping what the runtime cached of a failed load. */
export const reRegisterRemote = (name: RemoteName): void => {
  const entry = registry[name];
  if (entry) registerRemotes(toRemotes({ [name]: entry }), { force: true });
};

export const currentRegistry = (): RemoteRegistry => registry;
