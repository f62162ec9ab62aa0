// What the server tells the browser in the page: one build runs against any API origin and captcha.

export interface CaptchaConfig {
  /** `altcha`: self-hosted proof of work (default); `recaptcha`: Google reCAPTCHA v2. */
  provider: 'altcha' | 'recaptcha';
  siteKey?: string;
}

/** One live remote in the registry (issue 17): its manifest, and the SRI hash (`sha384-…`) of
 *  each file the shell loads before the remote's own code runs, by path inside the release
 *  folder (the manifest and the remote entry). The shell refuses a file that does not match. */
export interface RemoteRelease {
  manifest: string;
  integrity: Record<string, string>;
  /** The release's version (its build hash). */
  version?: string;
  /** A canary beside the live release: its files, and the share of browsers (0-100) that load it. */
  canary?: CanaryRelease;
}

export interface CanaryRelease {
  manifest: string;
  integrity: Record<string, string>;
  version: string;
  percent: number;
}

/** A form the browser sent to the site server itself, before the page's scripts ran (form-posts.ts):
 *  the page is rendered again with what was typed (never a password) and a line saying what happened. */
/** The sign-in forms' names in a PostedForm (a message form is named by its contact source). */
export const AUTH_FORMS = { login: 'login', signUp: 'signup', forgotPassword: 'forgot-password' } as const;

/** The session's CSRF token, handed to the page's scripts after a sign-in the site server did itself (a
 *  login sent before the scripts ran): script-readable, for a minute; the page moves it to its storage. */
export const SESSION_HANDOVER_COOKIE = 'session-handover';

export interface PostedForm {
  /** Which form: `login`, `signup`, `forgot-password`, or a message form's contact source. */
  form: string;
  values: Record<string, string>;
  message: string;
  tone: 'error' | 'info';
  /** The sign-in needs the spam check (the API asked for it). */
  captchaRequired?: boolean;
}

export interface RuntimeConfig {
  /** Base URL of the API host; relative URLs resolve against the page. */
  apiBase: string;
  captcha: CaptchaConfig;
  /** Public origin of the site, for canonical links. */
  siteUrl?: string;
  /** The address a 410 (gone) rule answered: its page says the page was removed for good, not "not found". */
  gonePath?: string;
  /** Where the shell reads the remote registry (default `/remotes.json`; a CDN URL when remotes live there). */
  registryUrl?: string;
  /** The registry as it was when the page was served (remote -> its live release), saving the first fetch. */
  registry?: Record<string, RemoteRelease>;
  /** The id the server gave this page's request; every API call of the page sends it as `x-request-id`,
   *  so the server's logs tie them to the page. */
  requestId?: string;
  /** Minutes without activity after which the admin signs out in the browser (ADMIN_IDLE_MINUTES; default 30). */
  adminIdleMinutes?: number;
  /** The agency's time zone (SITE_TIME_ZONE; default UTC): the admin shows and takes publication times in it. */
  siteTimeZone?: string;
  /** This page answers a form sent before its scripts ran. */
  postedForm?: PostedForm;
}
