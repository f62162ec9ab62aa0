// What the API description says of a redirect rule.

import type { JsonSchema } from '../../openapi/content-schemas';

const RULE_FIELDS = {
  from: { type: 'string', description: 'A path (/old, /old?x=1 with query exact) or, for regex, a pattern' },
  to: { type: 'string', description: 'A path on this site or an http(s) URL; empty for 410; $1..$9 name regex captures' },
  status: { type: 'integer', enum: [301, 302, 307, 308, 410] },
  match: { type: 'string', enum: ['exact', 'prefix', 'regex'] },
  query: { type: 'string', enum: ['ignore', 'keep', 'exact'] },
  enabled: { type: 'boolean' },
  note: { type: 'string' },
} as const;

export const RULE_BODY_SCHEMA: JsonSchema = {
  type: 'object',
  properties: { ...RULE_FIELDS, confirm: { type: 'boolean', description: 'Redirect a live page anyway' } },
  required: ['from'],
};

export const RULE_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    ...RULE_FIELDS,
    hitCount: { type: 'integer' },
    lastHit: { type: ['string', 'null'] },
    source: { type: 'string', enum: ['rule', 'slug'] },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
};

export const RULE_PAGE_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    data: { type: 'array', items: RULE_SCHEMA },
    total: { type: 'integer' },
    page: { type: 'integer' },
    limit: { type: 'integer' },
  },
};

export const IGNORE_BODY_SCHEMA: JsonSchema = {
  type: 'object',
  properties: { path: { type: 'string' }, ignored: { type: 'boolean' } },
  required: ['path', 'ignored'],
};

export const IMPORT_RESULT_SCHEMA: JsonSchema = {
  type: 'object',
  properties: { imported: { type: 'integer' }, replaced: { type: 'integer' } },
  required: ['imported', 'replaced'],
};

const NOT_FOUND_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    path: { type: 'string' },
    hits: { type: 'integer' },
    firstSeen: { type: 'string' },
    lastSeen: { type: 'string' },
    referrers: {
      type: 'array',
      items: { type: 'object', properties: { url: { type: 'string' }, hits: { type: 'integer' } }, required: ['url', 'hits'] },
    },
    ignored: { type: 'boolean' },
    redirected: { type: 'boolean' },
  },
  required: ['path', 'hits', 'firstSeen', 'lastSeen', 'referrers', 'ignored', 'redirected'],
};

export const NOT_FOUND_PAGE_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    data: { type: 'array', items: NOT_FOUND_SCHEMA },
    total: { type: 'integer' },
    page: { type: 'integer' },
    limit: { type: 'integer' },
  },
  required: ['data', 'total', 'page', 'limit'],
};

export const NOT_FOUND_SUMMARY_SCHEMA: JsonSchema = {
  type: 'object',
  properties: { newThisWeek: { type: 'integer' } },
  required: ['newThisWeek'],
};
