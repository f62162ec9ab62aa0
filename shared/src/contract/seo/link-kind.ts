// Whether a link stays on the site (internal), leaves it (outbound) or is neither
// (an anchor on the same page, mail, phone), and the site path an internal link opens.

export type LinkKind = 'internal' | 'outbound' | 'other';

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** Any origin, so relative links resolve to a path we can read back. */
const BASE = 'http://relative.invalid';

const hostOf = (origin: string | undefined): string | null => {
  if (!origin) return null;
  try {
    return new URL(origin).host.replace(/^www\./, '').toLowerCase();
  } catch {
    return null;
  }
};

export const linkKind = (href: string, siteOrigin?: string): LinkKind => {
  const link = href.trim();
  if (!link || link.startsWith('#')) return 'other';
  const scheme = SCHEME.exec(link)?.[1]?.toLowerCase();
  if (scheme && scheme !== 'http' && scheme !== 'https') return 'other';
  if (!scheme && !link.startsWith('//')) return 'internal';
  try {
    const host = new URL(link, BASE).host.replace(/^www\./, '').toLowerCase();
    return host === hostOf(siteOrigin) ? 'internal' : 'outbound';
  } catch {
    return 'other';
  }
};

/** The path an internal link opens, without query, fragment or trailing slash ('/blog/x'); null when it is not internal. */
export const internalPath = (href: string, siteOrigin?: string, fromPath = '/'): string | null => {
  if (linkKind(href, siteOrigin) !== 'internal') return null;
  try {
    const url = new URL(href.trim(), `${BASE}${fromPath.startsWith('/') ? fromPath : `/${fromPath}`}`);
    return normalizePath(url.pathname);
  } catch {
    return null;
  }
};

/** '/blog/x/' and '/blog/x' are the same page; '%20' and ' ' too. */
export const normalizePath = (path: string): string => {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // A malformed escape: compare it as written.
  }
  const trimmed = decoded.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
};
