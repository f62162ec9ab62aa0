// Configuration the server writes into the HTML page (`window.__APP_CONFIG__`), so
// one build runs against any API origin and captcha provider.

import type { RuntimeConfig } from '@agency/shared/contract';

declare global {
  interface Window {
    __APP_CONFIG__?: Partial<RuntimeConfig>;
  }
}

const DEFAULTS: RuntimeConfig = { apiBase: '/api', captcha: { provider: 'altcha' } };

export const getRuntimeConfig = (): RuntimeConfig => {
  const injected = typeof window === 'undefined' ? undefined : window.__APP_CONFIG__;
  return { ...DEFAULTS, ...injected, captcha: { ...DEFAULTS.captcha, ...injected?.captcha } };
};

/** The API base as an absolute URL without a trailing slash. */
export const apiBaseUrl = (): string => {
  const { apiBase } = getRuntimeConfig();
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.href;
  return new URL(apiBase, origin).href.replace(/\/$/, '');
};
