// The browser's session (issue 17, finding 11): the token travels in an HttpOnly, Secure,
// SameSite=Strict cookie that no script can read, instead of localStorage. Requests that
// change something and authenticate by that cookie must also send `X-CSRF-Token`, a value
// derived from the session id that the page keeps (it opens nothing on its own). API
// clients keep sending `Authorization: Bearer`, which no other site can make a browser send.

import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** `__Host-`: the browser accepts it only Secure, for this host alone, on every path. */
export const SESSION_COOKIE = '__Host-session';
export const CSRF_HEADER = 'x-csrf-token';
/** Sent by the site's own pages: "give me a cookie session, not a bearer token". */
export const SESSION_MODE_HEADER = 'x-session';

export const wantsCookieSession = (request: FastifyRequest): boolean => request.headers[SESSION_MODE_HEADER] === 'cookie';

export const sessionCookieOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
};

export const setSessionCookie = (reply: FastifyReply, token: string, maxAgeMs: number): void => {
  reply.header(
    'set-cookie',
    `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=${Math.floor(maxAgeMs / 1000)}`,
  );
};

export const clearSessionCookie = (reply: FastifyReply): void => {
  reply.header('set-cookie', `${SESSION_COOKIE}=; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=0`);
};

export const csrfTokenFor = (secret: string, sessionId: string): string =>
  createHmac('sha256', secret).update(`csrf:${sessionId}`).digest('base64url');

export const csrfTokenMatches = (secret: string, sessionId: string, sent: unknown): boolean => {
  if (typeof sent !== 'string') return false;
  const expected = Buffer.from(csrfTokenFor(secret, sessionId));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const changesState = (request: FastifyRequest): boolean => !SAFE_METHODS.has(request.method);
