import { bucketCookie, canaryChoiceOf, chosenRelease, chosenReleases, newBucket, parseBucket, takesCanary } from '../canary';
import type { RemoteRelease } from '../runtime-config';

const live = { manifest: '/remotes/mf_public/aaa/mf-manifest.json', integrity: { 'mf-manifest.json': 'sha384-a' }, version: 'aaa' };
const canary = { manifest: '/remotes/mf_public/bbb/mf-manifest.json', integrity: { 'mf-manifest.json': 'sha384-b' }, version: 'bbb' };
const withCanary = (percent: number): RemoteRelease => ({ ...live, canary: { ...canary, percent } });

describe('the bucket', () => {
  it('is a whole number from 0 to 99, spread evenly', () => {
    expect(newBucket(() => 0)).toBe(0);
    expect(newBucket(() => 0.999999)).toBe(99);
    const counts = new Array(100).fill(0);
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let i = 0; i < 100_000; i += 1) counts[newBucket(random)] += 1;
    expect(Math.min(...counts)).toBeGreaterThan(850);
    expect(Math.max(...counts)).toBeLessThan(1150);
  });

  it('is read back from the cookie it is kept in, and nothing else is taken for one', () => {
    expect(canaryChoiceOf(`theme=dark; ${bucketCookie(42).split(';')[0]}`)).toEqual({ bucket: 42, optedIn: false });
    expect(canaryChoiceOf('mf-bucket=7; mf-canary=1')).toEqual({ bucket: 7, optedIn: true });
    for (const value of ['100', '-1', '4.5', 'abc', '', '007']) expect(parseBucket(value)).toBeUndefined();
    expect(canaryChoiceOf(undefined)).toEqual({ bucket: undefined, optedIn: false });
  });

  it('keeps a year, for the whole site', () => {
    expect(bucketCookie(3)).toBe('mf-bucket=3; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});

describe('the choice', () => {
  it('gives a canary at p % to the buckets below p', () => {
    expect(takesCanary(50, { bucket: 49, optedIn: false })).toBe(true);
    expect(takesCanary(50, { bucket: 50, optedIn: false })).toBe(false);
    expect(takesCanary(0, { bucket: 0, optedIn: false })).toBe(false);
    expect(takesCanary(100, { bucket: 99, optedIn: false })).toBe(true);
  });

  it('gives every canary to staff who opted in, even at 0 %', () => {
    expect(takesCanary(0, { bucket: 99, optedIn: true })).toBe(true);
  });

  it('gives a browser without a bucket the live release', () => {
    expect(chosenRelease(withCanary(100), { bucket: undefined, optedIn: false })).toEqual(live);
  });

  it('answers one release, without the other', () => {
    expect(chosenRelease(withCanary(30), { bucket: 10, optedIn: false })).toEqual(canary);
    expect(chosenRelease(withCanary(30), { bucket: 30, optedIn: false })).toEqual(live);
    expect(chosenReleases({ mf_public: withCanary(30), mf_admin_people: live }, { bucket: 10, optedIn: false })).toEqual({
      mf_public: canary,
      mf_admin_people: live,
    });
  });

  it('is fair: of 40 fresh browsers at 50 %, each release gets at least 10 (100 runs of 40)', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let run = 0; run < 100; run += 1) {
      const versions = Array.from(
        { length: 40 },
        () => chosenRelease(withCanary(50), { bucket: newBucket(random), optedIn: false }).version,
      );
      const canaries = versions.filter((version) => version === 'bbb').length;
      expect(Math.min(canaries, 40 - canaries)).toBeGreaterThanOrEqual(10);
    }
  });
});
