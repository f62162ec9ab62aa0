// The server writes the runtime config as a JSON data block (no inline script, CSP-friendly).

import type { RuntimeConfig } from '@agency/shared/contract';

export const readAppConfig = (): void => {
  const element = document.getElementById('app-config');
  const text = element?.textContent?.trim();
  if (!text || text.startsWith('<!--')) return;
  try {
    window.__APP_CONFIG__ = JSON.parse(text);
  } catch (error) {
    console.error('[config] unreadable app config', error);
  }
};

/** The config as the page carries it, for the start-up's own modules: the API client's getRuntimeConfig
 *  gives the same in the browser, but importing @agency/shared/api runs Redux Toolkit and the API slice
 *  on the spot, work the start-up runs in steps of its own (bootstrap.tsx). */
export const pageConfig = (): Partial<RuntimeConfig> => window.__APP_CONFIG__ ?? {};
