// Redirect rules, staff only (product §"Redirects"): GET /redirects?page=&limit=&q= (rules and
// the old slugs of renamed entries, newest first), POST /redirects, PUT and DELETE
// /redirects/{id}, POST /redirects/import (a CSV body), GET /redirects/export (CSV).
// Every change reloads the rules here and on the other instances before it answers.

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { apiMessages, redirectMessages } from '@agency/shared/contract/messages';
import { isObjectId } from '../../db/ids';
import { REDIRECT_IMPORT_BODY_LIMIT, SMALL_JSON_BODY_LIMIT } from '../../http/body-limits';
import { readListQuery } from '../../http/list-query';
import { invalidFields, notFound } from '../../http/reply-error';
import { staffOnly } from '../../http/staff-only';
import { bodyRecord } from '../../http/validation';
import { MESSAGE_SCHEMA } from '../../openapi/route-docs';
import { redirectsCsv } from '../../redirects/redirect-csv';
import { importRedirects } from '../../redirects/redirect-import';
import { listRedirects, slugRedirects, storedRules } from '../../redirects/redirect-repository';
import { countNewNotFound, listNotFound, setIgnored } from '../../redirects/not-found-repository';
import { changeRedirect, createRedirect, removeRedirect } from '../../redirects/redirect-writes';
import {
  IGNORE_BODY_SCHEMA,
  IMPORT_RESULT_SCHEMA,
  NOT_FOUND_PAGE_SCHEMA,
  NOT_FOUND_SUMMARY_SCHEMA,
  RULE_BODY_SCHEMA,
  RULE_PAGE_SCHEMA,
  RULE_SCHEMA,
} from './redirect-docs';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

const REDIRECT_LIST = { sorts: { createdAt: 'desc' } } as const;
const NOT_FOUND_LIST = { sorts: { lastSeen: 'desc' } } as const;
/** "New" 404s on the dashboard: first seen in the last week. */
const NEW_NOT_FOUND_MS = 7 * 24 * 60 * 60 * 1000;
/** A CSV of 20,000 rules with notes. */

const redirectRoutes: FastifyPluginAsync = async (app) => {
  staffOnly(app, (staff) => {
    // The file as it is: a CSV body is read as text (only these routes take one).
    staff.addContentTypeParser(
      ['text/csv', 'text/plain'],
      { parseAs: 'string', bodyLimit: REDIRECT_IMPORT_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );

    staff.get(
      '/',
      {
        config: {
          permission: 'admin.read',
          docs: {
            summary: 'Redirect rules and old slugs, a page at a time',
            responses: { 200: { description: 'A page of rules', schema: RULE_PAGE_SCHEMA } },
          },
        },
      },
      async (request) => {
        const { page, limit, q } = readListQuery(request, REDIRECT_LIST);
        await app.flushRedirectHits();
        return listRedirects(app.db, { page, limit, q });
      },
    );

    staff.post(
      '/',
      {
        bodyLimit: SMALL_JSON_BODY_LIMIT,
        config: {
          permission: 'redirects.manage',
          docs: {
            summary: 'Add a redirect rule (409 asks to confirm a live page)',
            body: RULE_BODY_SCHEMA,
            responses: {
              201: { description: 'The rule', schema: RULE_SCHEMA },
              409: { description: 'The source is a live page: send confirm' },
            },
          },
        },
      },
      async (request, reply) => {
        const rule = await createRedirect(app.db, bodyRecord(request.body));
        await app.redirectRulesChanged();
        return reply.code(201).send(rule);
      },
    );

    staff.put(
      '/:id',
      {
        bodyLimit: SMALL_JSON_BODY_LIMIT,
        config: {
          permission: 'redirects.manage',
          docs: {
            summary: 'Change a redirect rule',
            body: RULE_BODY_SCHEMA,
            responses: { 200: { description: 'The rule', schema: RULE_SCHEMA } },
          },
        },
      },
      async (request: IdRequest) => {
        const rule = isObjectId(request.params.id) ? await changeRedirect(app.db, request.params.id, bodyRecord(request.body)) : undefined;
        if (!rule) throw notFound();
        await app.redirectRulesChanged();
        return rule;
      },
    );

    staff.delete(
      '/:id',
      {
        config: {
          permission: 'redirects.manage',
          docs: { summary: 'Delete a redirect rule', responses: { 200: { description: 'Deleted', schema: MESSAGE_SCHEMA } } },
        },
      },
      async (request: IdRequest) => {
        if (!isObjectId(request.params.id) || !(await removeRedirect(app.db, request.params.id))) throw notFound();
        await app.redirectRulesChanged();
        return { message: apiMessages.deleted };
      },
    );

    staff.post(
      '/import',
      {
        bodyLimit: REDIRECT_IMPORT_BODY_LIMIT,
        config: {
          permission: 'redirects.manage',
          docs: {
            summary: 'Import rules from CSV (source, target, code; match, query, enabled, note): all lines or none',
            consumes: ['text/csv'],
            body: { type: 'string' },
            responses: { 200: { description: 'How many rules were added or replaced', schema: IMPORT_RESULT_SCHEMA } },
          },
        },
      },
      async (request) => {
        const confirm = (request.query as Record<string, unknown>).confirm === '1';
        const result = await importRedirects(app.db, typeof request.body === 'string' ? request.body : '', confirm);
        await app.redirectRulesChanged();
        return result;
      },
    );

    staff.get(
      '/not-found',
      {
        config: {
          permission: 'admin.read',
          docs: {
            summary: 'The 404 log: missing pages visitors asked for, most recent first (ignored=1: the ignored ones)',
            responses: { 200: { description: 'One page of the log', schema: NOT_FOUND_PAGE_SCHEMA } },
          },
        },
      },
      async (request) => {
        const { page, limit, q } = readListQuery(request, NOT_FOUND_LIST);
        const ignored = (request.query as Record<string, unknown>).ignored === '1';
        await app.flushRedirectHits();
        return listNotFound(app.db, { page, limit, q, ignored }, (path) => app.redirectRules.resolve(path) !== undefined);
      },
    );

    staff.get(
      '/not-found/summary',
      {
        config: {
          permission: 'admin.read',
          docs: {
            summary: 'How many missing pages were first seen this week (the dashboard)',
            responses: { 200: { description: 'The count', schema: NOT_FOUND_SUMMARY_SCHEMA } },
          },
        },
      },
      async () => {
        await app.flushRedirectHits();
        const since = new Date(Date.now() - NEW_NOT_FOUND_MS).toISOString();
        return { newThisWeek: await countNewNotFound(app.db, since) };
      },
    );

    staff.put(
      '/not-found/ignored',
      {
        bodyLimit: SMALL_JSON_BODY_LIMIT,
        config: {
          permission: 'redirects.manage',
          docs: {
            summary: 'Ignore a missing page, or watch it again',
            body: IGNORE_BODY_SCHEMA,
            responses: { 200: { description: 'The page and its new setting', schema: IGNORE_BODY_SCHEMA } },
          },
        },
      },
      async (request) => {
        const body = bodyRecord(request.body);
        if (typeof body.path !== 'string' || typeof body.ignored !== 'boolean')
          throw invalidFields({ path: redirectMessages.fromRequired });
        if (!(await setIgnored(app.db, body.path, body.ignored))) throw notFound();
        return { path: body.path, ignored: body.ignored };
      },
    );

    staff.get(
      '/export',
      {
        config: {
          permission: 'admin.read',
          docs: { summary: 'Every rule and old slug as CSV', responses: { 200: { description: 'A CSV file', mediaType: 'text/csv' } } },
        },
      },
      async (_request, reply) => {
        await app.flushRedirectHits();
        const rules = [...(await storedRules(app.db)), ...(await slugRedirects(app.db))];
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="redirects-${new Date().toISOString().slice(0, 10)}.csv"`)
          .send(redirectsCsv(rules));
      },
    );
  });
};

export default redirectRoutes;
