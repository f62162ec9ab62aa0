// A redirect rule as the engine, the repository and the staff API see it (product §"Redirects").

export const REDIRECT_STATUSES = [301, 302, 307, 308, 410] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];
export const REDIRECT_MATCHES = ['exact', 'prefix', 'regex'] as const;
export type RedirectMatch = (typeof REDIRECT_MATCHES)[number];
/** ignore: any query matches, none is passed on; keep: any matches and is passed on; exact: `from`'s query only. */
export const REDIRECT_QUERIES = ['ignore', 'keep', 'exact'] as const;
export type RedirectQuery = (typeof REDIRECT_QUERIES)[number];

/** What the engine needs of a rule. */
export interface RedirectRuleCore {
  id: string;
  /** A path (`/old`, `/old?x=1` with query 'exact') or, for 'regex', a pattern tested against the path. */
  from: string;
  /** A local path or an http(s) URL; '' for 410. Regex targets may name captures as $1..$9. */
  to: string;
  status: RedirectStatus;
  match: RedirectMatch;
  query: RedirectQuery;
  enabled: boolean;
}

export interface RedirectRule extends RedirectRuleCore {
  note: string;
  hitCount: number;
  /** ISO time of the last redirect served, or null. */
  lastHit: string | null;
  /** 'slug': an old slug of a renamed post or service, kept by the content itself (read-only here). */
  source: 'rule' | 'slug';
  createdAt: string;
  updatedAt: string;
}

/** The path without its trailing slash (the root stays '/'). */
export const normalPath = (path: string): string => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

/** The query's pairs sorted, so `?b=2&a=1` and `?a=1&b=2` are the same query. */
export const normalQuery = (query: string): string => {
  if (query === '') return '';
  const params = new URLSearchParams(query);
  params.sort();
  return params.toString();
};

/** A target on this site (followed through the other rules), not an absolute or protocol-relative URL. */
export const isLocalTarget = (to: string): boolean => to.startsWith('/') && !to.startsWith('//');
