// The Content-Security-Policy of the shell's page: scripts only from this site and
// the remotes' origin, no inline script but the entry's starter, by its hash
// (ssr/start-after-load.ts; the runtime config is a JSON data block);
// the captcha's needs (mf-public runs ALTCHA's `external` build: its styles are a
// CSS file and its proof-of-work worker a file of the remote, so neither blob:
// workers nor inline <style> are allowed; Google's hosts only when reCAPTCHA is
// configured); images from this site, data:, blob: (admin previews of picked
// files) and the media origin; embedded players only from the rich-text
// allow-list; style attributes of stored rich HTML through style-src-attr;
// nothing may frame the site.

import { RICH_HTML_POLICY } from '@agency/shared/contract';
import { ENTRY_STARTER_HASH } from './ssr/start-after-load';

export interface PagePolicyOptions {
  /** Where browsers load the remotes from: '/remotes' or a CDN URL (REMOTES_PUBLIC_URL). */
  remotesUrl: string;
  /** The API base of the runtime config: relative ('/api') or another origin, which also serves the images. */
  apiBase: string;
  /** Where the shell reads the registry, when not from this site. */
  registryUrl?: string;
  /** Google reCAPTCHA is the captcha (RECAPTCHA_SITE_KEY and secret set). */
  recaptcha: boolean;
}

const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/** The origin of an absolute URL, or nothing for a path on this site. */
export const originOf = (url: string | undefined): string[] => {
  if (!url || !/^https?:\/\//i.test(url)) return [];
  return [new URL(url).origin];
};

const unique = (sources: string[]): string => [...new Set(sources)].join(' ');

export const pageContentSecurityPolicy = (options: PagePolicyOptions): string => {
  const remotes = originOf(options.remotesUrl);
  const api = originOf(options.apiBase);
  const recaptcha = options.recaptcha;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ENTRY_STARTER_HASH, ...remotes, ...(recaptcha ? RECAPTCHA_SCRIPTS : [])],
    'style-src': ["'self'", ...remotes],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...api],
    'media-src': ["'self'", ...api],
    'font-src': ["'self'", ...remotes],
    'connect-src': ["'self'", ...api, ...remotes, ...originOf(options.registryUrl)],
    'worker-src': ["'self'", ...remotes],
    'frame-src': [...RICH_HTML_POLICY.iframeHosts.map((host) => `https://${host}`), ...(recaptcha ? RECAPTCHA_FRAMES : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${unique(sources)}`)
    .join('; ');
};
