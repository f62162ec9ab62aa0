// The paging, sort and search values of a list request, or a 400 naming each bad one.

import type { FastifyRequest } from 'fastify';
import { isPagedRequest, PAGE_SIZE_DEFAULT } from '@agency/shared/contract/paging';
import { parseListQuery, type ListSpec } from '@agency/shared/contract/parse-list-query';
import { invalidFields } from './reply-error';

export type ReadListQuery = NonNullable<ReturnType<typeof parseListQuery>['query']>;

const queryOf = (request: FastifyRequest): Record<string, unknown> => (request.query ?? {}) as Record<string, unknown>;

/** True when the request asks for a page (any of page, limit, sort, order, q) rather than the brief's list. */
export const wantsPage = (request: FastifyRequest): boolean => isPagedRequest(queryOf(request));

export const readListQuery = (request: FastifyRequest, spec: ListSpec, defaultLimit = PAGE_SIZE_DEFAULT): ReadListQuery => {
  const result = parseListQuery(queryOf(request), spec, defaultLimit);
  if (result.errors) throw invalidFields(result.errors);
  return result.query;
};
