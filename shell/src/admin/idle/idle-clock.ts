// When staff last did something in the admin, shared by every tab of this browser
// (work in one tab keeps the others signed in), and how long they may stay idle.

import { getRuntimeConfig } from '@agency/shared/api';

export const DEFAULT_IDLE_MINUTES = 30;
/** The warning shows this long before the sign-out. */
export const IDLE_WARNING_MS = 60_000;

const LAST_ACTIVITY_KEY = 'admin-last-activity';

/** ADMIN_IDLE_MINUTES on the server (the page's runtime config), else 30. */
export const idleTimeoutMs = (): number => {
  const minutes = Number(getRuntimeConfig().adminIdleMinutes);
  return (Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_IDLE_MINUTES) * 60_000;
};

export const readLastActivity = (): number => {
  try {
    return Number(localStorage.getItem(LAST_ACTIVITY_KEY)) || 0;
  } catch {
    return 0;
  }
};

export const writeLastActivity = (at: number): void => {
  try {
    localStorage.setItem(LAST_ACTIVITY_KEY, String(at));
  } catch {
    // Without storage each tab keeps its own time.
  }
};
