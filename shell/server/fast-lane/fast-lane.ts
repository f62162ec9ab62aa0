// The fast lane: a reply the site answered from memory (the API's kept content replies and image
// files, the page cache's pages) is sent again by the node:http server itself, before Fastify routes the request
// and runs its per-request hooks. What it sends is what the whole chain wrote for the same request
// (status, every header, the bytes), recorded the last time the chain answered that request from
// memory, and only while the memory still holds that very reply (StillKept, memory-hit.ts): the
// caches' own invalidation decides for the lane too. Anything else goes the whole way.
//
// What the whole chain does for such a request, and why a recorded hit can skip it:
// - request id (request-id.ts): the lane gives the same header from the same function.
// - host policy (host-policy.ts): its verdict depends on Host, and behind a trusted proxy on
//   X-Forwarded-Host and the peer; all are in the key, and the recorded reply had passed it.
// - crawler origin learning (seo/crawler-origin.ts): pages go the whole way until it has learned.
// - redirect rules (redirect-rules.ts): a URL any rule matches goes the whole way (and is counted there).
// - security headers, CORS, Cache-Control, Vary, ETag and 304 (http-caching.ts), compression: all in
//   the recorded reply; the request headers they read (Origin, Accept-Encoding, If-None-Match) are
//   in the key, so each combination is recorded from the chain's own answer.
// - the reply cache's and the page cache's lookups: StillKept is that lookup (a page's waits for a
//   versions read no older than the request, as the page cache's does).
// - seeding: the API keeps nothing before the seed has ended.
// - request logs and Prometheus counts: with info logging or METRICS on, requests go the whole way.
// - a closing server answers 503: once closing, every request goes the whole way.
// Never in the lane: anything but a GET without a body, any Authorization or Cookie, a reply that
// sets a cookie, a status other than 200 or 304 (a 404 page is counted by the 404 monitor).

import http, { type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import { KeptReplies, memoryHitOf, requestIdFrom, REQUEST_ID_HEADER, type KeptRepliesLimits, type StillKept } from '@agency/api';
import { captureWrites, type WrittenReply } from './written-reply';

/** Recorded replies at most, and their bytes together (a page is about 80 KB, a list 10). */
export const FAST_LANE_LIMITS: KeptRepliesLimits = { entries: 1_000, chars: 48 * 1024 * 1024 };
const RECORDED_STATUSES = new Set([200, 304]);

export interface FastLanePolicy {
  /** Fastify's trustProxy is set: X-Forwarded-Host and -Proto may change the host and scheme. */
  proxied: boolean;
  /** Something this request must meet on the whole way now (a redirect rule, info logs, a closing server). */
  goesTheWholeWay(url: string): boolean;
}

type Recording = Omit<WrittenReply, 'headers'> & {
  stillKept: StillKept;
  /** The headers as node:http's flat list (name, value, name, value...), kept in that form alone: an object of them
   *  costs a fifth of the lane's pace. */
  headerList: string[];
  /** Where the request id's value sits in `headerList` (each send gives its own), or -1. */
  requestIdAt: number;
};
/** The settings Fastify hands a server factory (its options with its defaults filled in). */
interface ServerSettings {
  http?: ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}
type Handler = (request: IncomingMessage, response: ServerResponse) => void;

const header = (request: IncomingMessage, name: string): string => String(request.headers[name] ?? '');

/** What the recorded reply depends on, or undefined when the request may be per visitor or staff. */
const keyOf = (request: IncomingMessage, proxied: boolean): string | undefined => {
  const { headers } = request;
  if (request.method !== 'GET' || headers.authorization !== undefined || headers.cookie !== undefined) return undefined;
  if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return undefined;
  const forwarded = headers['x-forwarded-host'] !== undefined || headers['x-forwarded-proto'] !== undefined;
  // A trusted proxy's word counts by the peer's address (Fastify's trustProxy): the peer joins the key.
  const via =
    proxied && forwarded
      ? `${header(request, 'x-forwarded-host')}|${header(request, 'x-forwarded-proto')}|${request.socket.remoteAddress}`
      : '';
  return `${header(request, 'host')}\n${request.url}\n${header(request, 'accept-encoding')}\n${header(request, 'if-none-match')}\n${header(request, 'origin')}\n${via}`;
};

/** `headers` as the flat list writeHead takes, a header sent several times (Link) once per value. */
const headerListOf = (headers: OutgoingHttpHeaders): string[] =>
  Object.entries(headers).flatMap(([name, value]) =>
    value === undefined ? [] : Array.isArray(value) ? value.flatMap((one) => [name, one]) : [name, String(value)],
  );

const recordingOf = ({ headers, ...reply }: WrittenReply, stillKept: StillKept): Recording => {
  const headerList = headerListOf(headers);
  const idName = headerList.findIndex((name, index) => index % 2 === 0 && name === REQUEST_ID_HEADER);
  return { ...reply, stillKept, headerList, requestIdAt: idName < 0 ? -1 : idName + 1 };
};

const send = (recording: Recording, request: IncomingMessage, response: ServerResponse): void => {
  const headers = recording.headerList;
  // This reply's own id, written into the recording's list itself: writeHead turns the list into
  // the header block before it returns and keeps nothing of it (a copy per send was the lane's
  // biggest allocation after node:http's own).
  if (recording.requestIdAt >= 0) headers[recording.requestIdAt] = requestIdFrom(request.headers[REQUEST_ID_HEADER]);
  response.writeHead(recording.status, headers);
  if (!recording.streamed) {
    response.end(recording.payload);
    return;
  }
  // Sent in pieces by the chain (a compressed stream): chunked again, so the headers stay the same.
  response.write(recording.payload);
  response.end();
};

export const createFastLane = (limits: KeptRepliesLimits = FAST_LANE_LIMITS) => {
  const recordings = new KeptReplies<Recording>(limits);
  let policy: FastLanePolicy | undefined;
  let served = 0;

  /** The whole way, keeping what it wrote when it answered from memory. */
  const recordThrough = (key: string, request: IncomingMessage, response: ServerResponse, next: Handler) => {
    const written = captureWrites(response, limits.chars);
    response.once('finish', () => {
      const stillKept = memoryHitOf(request);
      if (!stillKept) return;
      const reply = written();
      if (!reply || !RECORDED_STATUSES.has(reply.status) || reply.headers['set-cookie'] !== undefined) return;
      recordings.set(key, recordingOf(reply, stillKept));
    });
    next(request, response);
  };

  const handle = (request: IncomingMessage, response: ServerResponse, next: Handler): void => {
    const key = policy && !policy.goesTheWholeWay(request.url ?? '') ? keyOf(request, policy.proxied) : undefined;
    if (key === undefined) return next(request, response);
    const recording = recordings.get(key);
    if (!recording) return recordThrough(key, request, response, next);
    const answer = (kept: boolean) => {
      if (!kept) return recordThrough(key, request, response, next);
      served += 1;
      return send(recording, request, response);
    };
    const kept = recording.stillKept();
    if (typeof kept === 'boolean') return answer(kept);
    kept.then(answer, () => recordThrough(key, request, response, next)).catch(() => response.destroy());
    return undefined;
  };

  /** Fastify's own HTTP/1 server (fastify/lib/server.js) with the lane in front of its handler. */
  const serverFactory: FastifyServerFactory = (fastifyHandler, given): Server => {
    const options = given as unknown as ServerSettings;
    const server = http.createServer(options.http ?? {}, (request, response) => handle(request, response, fastifyHandler));
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };

  return {
    serverFactory,
    /** Until opened (the site's hooks are in), every request goes the whole way. */
    open(given: FastLanePolicy): void {
      policy = given;
    },
    /** Replies the lane sent itself. */
    get served(): number {
      return served;
    },
  };
};

export type FastLane = ReturnType<typeof createFastLane>;
