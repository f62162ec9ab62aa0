// A rule as staff send it (POST/PUT /redirects, one CSV line): checked field by field into
// the stored shape, or the field messages of a 400.

import { redirectMessages as m } from '@agency/shared/contract/messages';
import type { FieldErrors } from '../http/reply-error';
import {
  REDIRECT_MATCHES,
  REDIRECT_QUERIES,
  REDIRECT_STATUSES,
  type RedirectMatch,
  type RedirectQuery,
  type RedirectStatus,
} from './redirect-rule';
import { patternProblem } from './safe-pattern';

export interface RuleInput {
  from: string;
  to: string;
  status: RedirectStatus;
  match: RedirectMatch;
  query: RedirectQuery;
  enabled: boolean;
  note: string;
}

const MAX_URL_LENGTH = 2000;
const MAX_NOTE_LENGTH = 500;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && value.length <= MAX_URL_LENGTH;
  } catch {
    return false;
  }
};

/** A path as a browser sends it: percent-encoded, so `/Über uns` and `/%C3%9Cber%20uns` are one rule. */
const encodedPath = (path: string): string => {
  const [pathPart, query] = path.split('?', 2);
  const encoded = new URL(pathPart, 'http://site').pathname;
  return query === undefined ? encoded : `${encoded}?${query}`;
};

/** The stored rule, or the fields that are wrong. */
export const readRuleInput = (body: Record<string, unknown>): { rule: RuleInput } | { errors: FieldErrors } => {
  const errors: FieldErrors = {};
  const status = Number(body.status ?? 301) as RedirectStatus;
  const match = (body.match ?? 'exact') as RedirectMatch;
  const query = (body.query ?? 'ignore') as RedirectQuery;
  if (!REDIRECT_STATUSES.includes(status)) errors.status = m.statusInvalid;
  if (!REDIRECT_MATCHES.includes(match)) errors.match = m.matchInvalid;
  if (!REDIRECT_QUERIES.includes(query)) errors.query = m.queryInvalid;

  let from = text(body.from);
  if (from === '') errors.from = m.fromRequired;
  else if (match === 'regex') {
    const problem = patternProblem(from);
    if (problem) errors.from = { invalid: m.patternInvalid, tooLong: m.patternTooLong, unsafe: m.patternUnsafe }[problem];
  } else if (!from.startsWith('/') || from.startsWith('//') || from.length > MAX_URL_LENGTH) errors.from = m.fromNotPath;
  else from = encodedPath(from);

  let to = text(body.to);
  if (status === 410) {
    if (to !== '') errors.to = m.goneHasNoTarget;
  } else if (to === '') errors.to = m.toRequired;
  else if (to.startsWith('/') && !to.startsWith('//') && to.length <= MAX_URL_LENGTH) to = match === 'regex' ? to : encodedPath(to);
  else if (!isHttpUrl(to)) errors.to = m.toInvalid;

  const note = typeof body.note === 'string' ? body.note.trim() : '';
  if (note.length > MAX_NOTE_LENGTH) errors.note = m.noteTooLong;
  if (Object.values(body).some((value) => typeof value === 'string' && value.includes('\0'))) errors._ = m.fromNotPath;
  if (Object.keys(errors).length > 0) return { errors };
  return { rule: { from, to, status, match, query, enabled: body.enabled !== false && body.enabled !== 'false', note } };
};
