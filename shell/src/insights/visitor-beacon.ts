// The visitor script (at most 1 KB gzip, loaded once the page is idle): each page view (in-app
// navigations too) with the visit's referrer host, UTM values and device class, uncaught errors with
// the remote that served their file, all sent to our own /api/insights/events with sendBeacon. The
// visit is kept in the tab's sessionStorage for the message forms; no cookie is ever set. A browser
// sending Global Privacy Control or Do Not Track gets nothing of this: no storage, no request.
// The web-vitals code loads on the visitor's first interaction only (its measures are buffered).

import { VISIT_STORAGE_KEY, readVisit } from '@agency/shared/contract/visit';

export const BEACON_URL = '/api/insights/events';

type Remotes = () => Record<string, string>;
type Event = Record<string, unknown>;

export const optedOut = (): boolean => {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1';
};

const eventId = () => Math.random().toString(36).slice(2) + Date.now().toString(36);

export const send = (events: Event[]): void => {
  if (events.length > 0) navigator.sendBeacon(BEACON_URL, JSON.stringify({ events }));
};

const device = () => (innerWidth < 768 ? 'phone' : innerWidth < 1100 ? 'tablet' : 'desktop');

/** The referrer's host, unless it is this site (an in-site link is not where the visit came from). */
const referrerHost = () => {
  try {
    const host = new URL(document.referrer).host;
    return host === location.host ? '' : host;
  } catch {
    return '';
  }
};

/** Starts counting views and errors; `loadVitals` runs once, on the first interaction. */
export const startVisitorBeacon = (remotes: Remotes, loadVitals: (path: string, remotes: Remotes) => void): void => {
  if (optedOut()) return;
  const query = new URLSearchParams(location.search);
  const utm = (name: string) => query.get(`utm_${name}`) ?? '';
  const fresh = {
    referrer: referrerHost(),
    utmSource: utm('source'),
    utmMedium: utm('medium'),
    utmCampaign: utm('campaign'),
    landingPage: location.pathname,
    pagesViewed: 0,
  };
  // A new campaign link or another site starts a new visit; an in-site page continues this one.
  const visit = readVisit() && !fresh.utmSource && !fresh.referrer ? readVisit()! : fresh;
  let last = '';
  const view = () => {
    if (location.pathname === last) return;
    last = location.pathname;
    visit.pagesViewed += 1;
    try {
      sessionStorage.setItem(VISIT_STORAGE_KEY, JSON.stringify(visit));
    } catch {
      // Storage blocked: the views still count, the forms send no attribution.
    }
    const { landingPage: _landing, pagesViewed: _pages, ...source } = visit;
    send([{ id: eventId(), type: 'view', path: last, ...source, device: device(), remotes: remotes() }]);
  };
  view();
  // The shell's router moves with pushState; back and forward fire popstate.
  const push = history.pushState;
  history.pushState = function pushState(...args: Parameters<History['pushState']>) {
    push.apply(this, args);
    view();
  };
  addEventListener('popstate', view);

  const error = (message: unknown, file = '') => {
    const at = file.split(/[?#]/)[0];
    const remote = /\/remotes\/(\w+)\//.exec(at)?.[1] ?? 'shell';
    send([
      {
        id: eventId(),
        type: 'error',
        path: location.pathname,
        message: String(message).replace(/\?\S*/g, '').slice(0, 300) || 'Error',
        file: at.slice(0, 300),
        remote,
        version: remotes()[remote] ?? 'unknown',
      },
    ]);
  };
  addEventListener('error', (event) => error(event.message, event.filename));
  addEventListener('unhandledrejection', (event) => error((event.reason as Error | undefined)?.message ?? event.reason));

  const path = location.pathname;
  const interact = () => {
    for (const type of ['pointerdown', 'keydown', 'scroll']) removeEventListener(type, interact, true);
    loadVitals(path, remotes);
  };
  for (const type of ['pointerdown', 'keydown', 'scroll']) addEventListener(type, interact, { capture: true, passive: true });
};
