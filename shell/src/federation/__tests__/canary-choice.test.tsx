// A browser loads one release of a remote while a canary runs: the canary when its bucket is below
// the share, the live one otherwise, the canary for staff who opted in; a browser without a bucket
// takes one and keeps it in a cookie. With no canary running, it gets no cookie at all.

import { thisBrowsersReleases } from '../canary-choice';

const release = (version: string) => ({ manifest: `/remotes/mf_admin_people/${version}/mf-manifest.json`, integrity: {}, version });
const withCanary = (percent: number) => ({ mf_admin_people: { ...release('live'), canary: { ...release('next'), percent } } });

const clearCookies = () => {
  for (const name of ['mf-bucket', 'mf-canary']) document.cookie = `${name}=; Path=/; Max-Age=0`;
};
beforeEach(clearCookies);
afterAll(clearCookies);

it('loads the canary when its bucket is below the share, the live release otherwise', () => {
  document.cookie = 'mf-bucket=20; Path=/';
  expect(thisBrowsersReleases(withCanary(50)).mf_admin_people).toEqual(release('next'));
  expect(thisBrowsersReleases(withCanary(20)).mf_admin_people).toEqual(release('live'));
});

it('loads every canary for staff who opted in, even at 0 %', () => {
  document.cookie = 'mf-bucket=99; Path=/';
  document.cookie = 'mf-canary=1; Path=/';
  expect(thisBrowsersReleases(withCanary(0)).mf_admin_people).toEqual(release('next'));
});

it('gives a browser without a bucket one, kept in a cookie, and chooses by it from then on', () => {
  const first = thisBrowsersReleases(withCanary(50)).mf_admin_people;
  const bucket = Number(/mf-bucket=(\d+)/.exec(document.cookie)?.[1]);
  expect(bucket).toBeGreaterThanOrEqual(0);
  expect(bucket).toBeLessThan(100);
  expect(first).toEqual(release(bucket < 50 ? 'next' : 'live'));
  for (let i = 0; i < 5; i += 1) expect(thisBrowsersReleases(withCanary(50)).mf_admin_people).toEqual(first);
});

it('sets no cookie while no canary runs', () => {
  expect(thisBrowsersReleases({ mf_admin_people: release('live') }).mf_admin_people).toEqual(release('live'));
  expect(document.cookie).not.toContain('mf-bucket');
});
