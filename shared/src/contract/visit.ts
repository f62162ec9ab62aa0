// The visit as the visitor script keeps it in the tab's sessionStorage (no cookie, gone with the tab):
// where it came from, its landing page and how many pages it read. The message forms send it as
// their `attribution`. Tiny on purpose: the visitor script (at most 1 KB gzip) and the forms read it.

import type { AttributionInput } from './insights';

export const VISIT_STORAGE_KEY = 'insight-visit';

/** The visit kept in this tab, or undefined (none yet, storage blocked, or not ours). */
export const readVisit = (): AttributionInput | undefined => {
  try {
    const visit = JSON.parse(sessionStorage.getItem(VISIT_STORAGE_KEY) ?? 'null') as AttributionInput | null;
    return visit && typeof visit.landingPage === 'string' && Number.isInteger(visit.pagesViewed) && visit.pagesViewed > 0
      ? visit
      : undefined;
  } catch {
    return undefined;
  }
};
