// Loading one page of a remote. Each remote exposes `./pages`: a map of page names
// to loaders. The shell caches each page's promise, and forgets it on Retry.

import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@agency/shared/contract';
import { isUnavailable } from './unavailable-module';
import { ensureRegistry, onRemoteChanged, registrySettled, reRegisterRemote } from './remote-registry';

export type PageLoader = () => Promise<{ default: ComponentType }>;
export type PagesModule = { pages: Record<string, PageLoader> };

export type PageResult = { status: 'ready'; Component: ComponentType } | { status: 'unavailable'; reason: string };

const cache = new Map<string, Promise<PageResult>>();
/** Pages already loaded, so revisiting one renders at once without a loading frame. */
const settled = new Map<string, PageResult>();

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

const loadPage = async (remote: RemoteName, page: string): Promise<PageResult> => {
  try {
    await ensureRegistry();
    await registrySettled();
  } catch (error) {
    return { status: 'unavailable', reason: describe(error) };
  }
  const module = await loadRemote<PagesModule>(`${remote}/pages`);
  if (!module || isUnavailable(module)) {
    return { status: 'unavailable', reason: isUnavailable(module) ? module.reason : 'empty module' };
  }
  const loader = module.pages[page];
  if (!loader) return { status: 'unavailable', reason: `${remote} has no page ${page}` };
  try {
    const { default: Component } = await loader();
    return { status: 'ready', Component };
  } catch (error) {
    return { status: 'unavailable', reason: describe(error) };
  }
};

export const pagePromise = (remote: RemoteName, page: string): Promise<PageResult> => {
  const key = `${remote}/${page}`;
  let promise = cache.get(key);
  if (!promise) {
    promise = loadPage(remote, page).then((result) => {
      settled.set(key, result);
      return result;
    });
    cache.set(key, promise);
  }
  return promise;
};

export const settledPage = (remote: RemoteName, page: string): PageResult | undefined => settled.get(`${remote}/${page}`);

/** A page whose component is already at hand (the server renderer bundles them): it renders at once. */
export const primePage = (remote: RemoteName, page: string, Component: ComponentType): void => {
  const result: PageResult = { status: 'ready', Component };
  settled.set(`${remote}/${page}`, result);
  cache.set(`${remote}/${page}`, Promise.resolve(result));
};

const forgetPages = (remote: RemoteName): void => {
  for (const key of [...cache.keys()]) {
    if (key.startsWith(`${remote}/`)) {
      cache.delete(key);
      settled.delete(key);
    }
  }
};

// A release or rollback switched the remote: its pages load from the new version next time.
onRemoteChanged(forgetPages);

/** Retry: forget every page of a remote and its runtime state, so the next render loads it afresh. */
export const forgetRemote = (remote: RemoteName): void => {
  forgetPages(remote);
  reRegisterRemote(remote);
};
