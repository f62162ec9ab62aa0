// Configuration the server writes into the HTML page (`window.__APP_CONFIG__`), so
// one build runs against any API origin and captcha provider. When the server renders
// a page itself, it supplies the same configuration per request (see `serverContext`).

import type { RuntimeConfig } from '@agency/shared/contract';

declare global {
  interface Window {
    __APP_CONFIG__?: Partial<RuntimeConfig>;
  }
}

/** What a server rendering one page provides in place of the browser's window. */
export interface ServerRenderContext {
  config: RuntimeConfig;
  /** Origin the API base is resolved against for the server's own calls. */
  apiOrigin: string;
  /** How the server reaches its API (e.g. in process); defaults to the global fetch. */
  fetch?: typeof fetch;
}

const DEFAULTS: RuntimeConfig = { apiBase: '/api', captcha: { provider: 'altcha' } };

let readServerContext: () => ServerRenderContext | undefined = () => undefined;

/** Installed once by the server renderer; it returns the context of the request being rendered. */
export const setServerContextSource = (source: () => ServerRenderContext | undefined): void => {
  readServerContext = source;
};

export const serverContext = (): ServerRenderContext | undefined => (typeof window === 'undefined' ? readServerContext() : undefined);

export const getRuntimeConfig = (): RuntimeConfig => {
  const injected = typeof window === 'undefined' ? serverContext()?.config : window.__APP_CONFIG__;
  return { ...DEFAULTS, ...injected, captcha: { ...DEFAULTS.captcha, ...injected?.captcha } };
};

/** The API base as an absolute URL without a trailing slash, for the app's own calls. */
export const apiBaseUrl = (): string => {
  const { apiBase } = getRuntimeConfig();
  const origin = typeof window === 'undefined' ? (serverContext()?.apiOrigin ?? 'http://localhost') : window.location.href;
  return new URL(apiBase, origin).href.replace(/\/$/, '');
};

/** The API base as the page names it (e.g. `/api`), for URLs written into markup such as images:
 *  the same on the server and in the browser, so a server-rendered page hydrates unchanged. */
export const publicApiBase = (): string => getRuntimeConfig().apiBase.replace(/\/$/, '');
