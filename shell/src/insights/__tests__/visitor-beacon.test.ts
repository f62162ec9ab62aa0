// The visitor script: what it sends (views with the visit's source, in-app navigations, errors with
// their remote), what it keeps for the forms (sessionStorage, never a cookie), and that Global
// Privacy Control or Do Not Track means nothing is sent or stored.

import { VISIT_STORAGE_KEY, readVisit } from '@agency/shared/contract/visit';
import { BEACON_URL, startVisitorBeacon } from '../visitor-beacon';

const REMOTES = { mf_public: '1.2.3' };
let beacons: Array<{ url: string; body: { events: Array<Record<string, unknown>> } }>;
const originalPushState = history.pushState;

const setPrivacy = (gpc: boolean | undefined, dnt: string | null) => {
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: gpc, configurable: true });
  Object.defineProperty(navigator, 'doNotTrack', { value: dnt, configurable: true });
};

beforeEach(() => {
  beacons = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      beacons.push({ url, body: JSON.parse(body) });
      return true;
    },
  });
  Object.defineProperty(document, 'referrer', { value: 'https://mail.google.com/mail/u/0/?q=private', configurable: true });
  setPrivacy(undefined, null);
  sessionStorage.clear();
  history.pushState = originalPushState;
  window.history.replaceState(null, '', '/blog?utm_source=newsletter&utm_medium=email&utm_campaign=nov');
});

const events = () => beacons.flatMap((beacon) => beacon.body.events);

test('sends each view, in-app navigations too, with the visit source, to our own origin; keeps the visit in sessionStorage, no cookie', () => {
  const loadVitals = jest.fn();
  startVisitorBeacon(() => REMOTES, loadVitals);
  history.pushState(null, '', '/about');
  history.pushState(null, '', '/about'); // the same page again is not a new view
  history.pushState(null, '', '/contact');

  expect(beacons.every((beacon) => beacon.url === BEACON_URL)).toBe(true);
  const views = events();
  expect(views.map((view) => view.path)).toEqual(['/blog', '/about', '/contact']);
  expect(views[0]).toMatchObject({
    type: 'view',
    referrer: 'mail.google.com',
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'nov',
    device: expect.stringMatching(/^(phone|tablet|desktop)$/),
    remotes: REMOTES,
  });
  expect(new Set(views.map((view) => view.id)).size).toBe(3);
  expect(JSON.stringify(views)).not.toContain('private');
  expect(readVisit()).toEqual({
    referrer: 'mail.google.com',
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'nov',
    landingPage: '/blog',
    pagesViewed: 3,
  });
  expect(document.cookie).toBe('');
  expect(loadVitals).not.toHaveBeenCalled();
  window.dispatchEvent(new Event('pointerdown'));
  window.dispatchEvent(new Event('keydown'));
  expect(loadVitals).toHaveBeenCalledTimes(1);
  expect(loadVitals).toHaveBeenCalledWith('/blog', expect.any(Function));
});

test('an uncaught error is sent with its remote and version, its file without the query', () => {
  startVisitorBeacon(() => REMOTES, jest.fn());
  window.dispatchEvent(
    new ErrorEvent('error', {
      message: 'TypeError: x is undefined at /api/x?email=a@b.c',
      filename: 'https://agency.test/remotes/mf_public/page.1a2b.js?v=1',
    }),
  );
  expect(events().find((event) => event.type === 'error')).toMatchObject({
    path: '/blog',
    message: 'TypeError: x is undefined at /api/x',
    file: 'https://agency.test/remotes/mf_public/page.1a2b.js',
    remote: 'mf_public',
    version: '1.2.3',
  });
});

test.each([
  ['Global Privacy Control', true, null],
  ['Do Not Track', undefined, '1'],
])('%s: nothing is sent or stored', (_name, gpc, dnt) => {
  setPrivacy(gpc, dnt);
  const loadVitals = jest.fn();
  startVisitorBeacon(() => REMOTES, loadVitals);
  history.pushState(null, '', '/about');
  window.dispatchEvent(new Event('pointerdown'));
  expect(beacons).toEqual([]);
  expect(sessionStorage.getItem(VISIT_STORAGE_KEY)).toBeNull();
  expect(loadVitals).not.toHaveBeenCalled();
});
