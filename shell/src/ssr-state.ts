// What a server-rendered page hands the browser: the API cache it rendered with and the
// public pages it rendered, so the browser hydrates the same markup without refetching.

export interface SsrState {
  /** `{ api: <RTK Query state> }`. */
  state: Record<string, unknown>;
  /** Pages of the public remote in the rendered tree, outermost first (e.g. Layout, Home). */
  pages: string[];
}

export const SSR_STATE_ID = 'ssr-state';

export const readSsrState = (): SsrState | undefined => {
  const text = document.getElementById(SSR_STATE_ID)?.textContent?.trim();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as SsrState;
  } catch (error) {
    console.error('[ssr] unreadable server state', error);
    return undefined;
  }
};
