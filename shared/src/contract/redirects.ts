// Redirect rules and the 404 log as the staff API sends them (issue 38): types only.

export type RedirectStatus = 301 | 302 | 307 | 308 | 410;
export type RedirectMatch = 'exact' | 'prefix' | 'regex';
export type RedirectQuery = 'ignore' | 'keep' | 'exact';

export interface RedirectRuleInput {
  from: string;
  to: string;
  status: RedirectStatus;
  match: RedirectMatch;
  query: RedirectQuery;
  enabled?: boolean;
  note?: string;
  /** Redirect a live page anyway (the API answered 409 without it). */
  confirm?: boolean;
}

export interface RedirectRule extends Required<Omit<RedirectRuleInput, 'confirm'>> {
  id: string;
  hitCount: number;
  lastHit: string | null;
  /** 'slug': a renamed post's or service's old address, kept by the entry itself. */
  source: 'rule' | 'slug';
  createdAt: string;
  updatedAt: string;
}

export interface NotFoundEntry {
  path: string;
  hits: number;
  firstSeen: string;
  lastSeen: string;
  referrers: Array<{ url: string; hits: number }>;
  ignored: boolean;
  /** A redirect rule now answers this path. */
  redirected: boolean;
}
