// GET /audit's and /audit.csv's query, checked: an account id, an action of the list, a resource
// type, a range of days (YYYY-MM-DD, inclusive, first on or before last) and a page. Anything else
// is a 400 naming the field, never a query the database cannot run.

import { AUDIT_PAGE_MAX, isAuditAction } from '@agency/shared/contract/audit';
import { auditMessages } from '@agency/shared/contract/messages';
import { invalidFields, type FieldErrors } from '../http/reply-error';
import type { AuditFilter } from './audit-repository';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DEFAULT_LIMIT = 50;
/** Ids, types and such are short; a longer value matches nothing anyway. */
const TEXT_MAX = 100;

const isDay = (value: string): boolean => DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const positive = (value: unknown, fallback: number): number | undefined => {
  if (value === undefined || value === '') return fallback;
  const number = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : NaN;
  return number >= 1 ? number : undefined;
};

export interface AuditRequest {
  filter: AuditFilter;
  page: number;
  limit: number;
}

export const readAuditQuery = (query: unknown): AuditRequest => {
  const given = (query ?? {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  const filter: AuditFilter = {};
  const textOf = (name: 'user' | 'resource') => {
    const value = given[name];
    if (value === undefined || value === '') return;
    if (typeof value !== 'string' || value.length > TEXT_MAX) errors[name] = auditMessages.badText;
    else filter[name] = value;
  };
  textOf('user');
  textOf('resource');
  if (given.action !== undefined && given.action !== '') {
    if (isAuditAction(given.action)) filter.action = given.action;
    else errors.action = auditMessages.badAction;
  }
  for (const name of ['from', 'to'] as const) {
    const value = given[name];
    if (value === undefined || value === '') continue;
    if (typeof value === 'string' && isDay(value)) filter[name] = value;
    else errors[name] = auditMessages.badDay;
  }
  if (filter.from && filter.to && filter.from > filter.to) errors.to = auditMessages.badRange;
  const page = positive(given.page, 1);
  const limit = positive(given.limit, DEFAULT_LIMIT);
  if (page === undefined) errors.page = auditMessages.badPage;
  if (limit === undefined || limit > AUDIT_PAGE_MAX) errors.limit = auditMessages.badPage;
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  return { filter, page: page!, limit: limit! };
};
