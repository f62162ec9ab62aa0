// The body of a form the browser sent itself: url-encoded text fields, small. Parsed
// into plain strings (the last of a repeated name), nothing else kept.

import type { FastifyRequest } from 'fastify';

/** Enough for the longest message form (its message field) with room to spare. */
export const FORM_BODY_LIMIT = 64 * 1024;

export type FormFields = Record<string, string>;

export const readFormFields = (body: unknown): FormFields => {
  if (typeof body === 'string') return Object.fromEntries(new URLSearchParams(body));
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
};

/** The browser says the form came from a page of this site (or says nothing, as older ones and tools do). */
export const sentFromThisSite = (request: FastifyRequest): boolean => {
  if (request.headers['sec-fetch-site'] && request.headers['sec-fetch-site'] !== 'same-origin') {
    // A typed or bookmarked address is `none`: not a form of another site either.
    if (request.headers['sec-fetch-site'] !== 'none') return false;
  }
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
};
