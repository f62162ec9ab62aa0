// Which release of a remote a browser loads while a canary runs beside the live one. Each browser
// holds a bucket from 0 to 99 (a random number, nothing else; cookie `mf-bucket`, so the site server
// renders a page with the same release the browser then hydrates); a canary at p % goes to the buckets
// below p. Staff may opt in to every canary for themselves (cookie `mf-canary`), to try one at 0 %.
// The server and the shell choose with these same functions.

import type { RemoteRelease } from './runtime-config';

export const CANARY_BUCKET_COOKIE = 'mf-bucket';
export const CANARY_OPT_IN_COOKIE = 'mf-canary';
export const BUCKETS = 100;
/** The bucket outlives visits: a browser sees one release of a canary until it is promoted or ended. */
export const BUCKET_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The browser's canary settings, as read from its cookies. */
export interface CanaryChoice {
  bucket: number | undefined;
  optedIn: boolean;
}

export const newBucket = (random: () => number = Math.random): number => Math.min(BUCKETS - 1, Math.floor(random() * BUCKETS));

/** A bucket as a cookie holds it: a whole number from 0 to 99, else none. */
export const parseBucket = (value: string | undefined): number | undefined => {
  if (value === undefined || !/^\d{1,2}$/.test(value)) return undefined;
  return Number(value);
};

/** One cookie's value from a `Cookie` header or `document.cookie`. */
export const cookieValue = (cookies: string | undefined, name: string): string | undefined =>
  (cookies ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);

export const canaryChoiceOf = (cookies: string | undefined): CanaryChoice => ({
  bucket: parseBucket(cookieValue(cookies, CANARY_BUCKET_COOKIE)),
  optedIn: cookieValue(cookies, CANARY_OPT_IN_COOKIE) === '1',
});

/** The `Set-Cookie` (or `document.cookie`) text that keeps a bucket. */
export const bucketCookie = (bucket: number): string =>
  `${CANARY_BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${BUCKET_MAX_AGE_SECONDS}; SameSite=Lax`;

export const takesCanary = (percent: number, choice: CanaryChoice): boolean =>
  choice.optedIn || (choice.bucket !== undefined && choice.bucket < percent);

/** The one release of a remote this browser loads: the canary's or the live one, without the other. */
export const chosenRelease = (release: RemoteRelease, choice: CanaryChoice): RemoteRelease => {
  const { canary, ...live } = release;
  if (!canary || !takesCanary(canary.percent, choice)) return live;
  return { manifest: canary.manifest, integrity: canary.integrity, version: canary.version };
};

export const chosenReleases = <Name extends string>(
  registry: Partial<Record<Name, RemoteRelease>>,
  choice: CanaryChoice,
): Partial<Record<Name, RemoteRelease>> =>
  Object.fromEntries(Object.entries(registry).map(([name, release]) => [name, chosenRelease(release as RemoteRelease, choice)])) as Partial<
    Record<Name, RemoteRelease>
  >;

export const hasCanary = (registry: Partial<Record<string, RemoteRelease>>): boolean =>
  Object.values(registry).some((release) => release?.canary !== undefined);
