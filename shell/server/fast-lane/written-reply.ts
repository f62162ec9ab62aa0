// What a server response wrote: its status, every header it sent (as node:http merges headers set
// one by one with those given to writeHead) and its body, in one piece or in pieces (a stream).
// The fast lane records a reply the whole chain wrote from memory this way, to send it again.

import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

export interface WrittenReply {
  status: number;
  headers: OutgoingHttpHeaders;
  /** The body: what `end` was given, or every piece `write` was given, joined. */
  payload: Buffer;
  /** Written in pieces (no Content-Length: sent chunked). */
  streamed: boolean;
}

type Chunk = string | Buffer | Uint8Array;

const isChunk = (value: unknown): value is Chunk => typeof value === 'string' || value instanceof Uint8Array;

const bufferOf = (chunk: Chunk, encoding: unknown): Buffer =>
  typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk);

/**
 * Watches `response` from now on; the returned function gives what it wrote once it has finished,
 * or undefined when its body passed `maxBytes` or it wrote something this cannot say again.
 */
export const captureWrites = (response: ServerResponse, maxBytes: number): (() => WrittenReply | undefined) => {
  let status: number | undefined;
  let headers: OutgoingHttpHeaders | undefined;
  let whole: { chunk: Chunk; encoding: unknown } | undefined;
  const pieces: Buffer[] = [];
  let wrote = false;
  let bytes = 0;
  let unsayable = false;
  const { writeHead, write, end } = response;

  response.writeHead = function writeHeadWatched(this: ServerResponse, code: number, ...rest: unknown[]) {
    const given = rest[rest.length - 1];
    // Raw header lists and status messages of its own: nothing the site sends, so nothing recorded.
    if (Array.isArray(given) || typeof rest[0] === 'string') unsayable = true;
    status = code;
    // node:http lets writeHead's headers win over those set before.
    headers = {
      ...this.getHeaders(),
      ...(given && typeof given === 'object' && !Array.isArray(given) ? (given as OutgoingHttpHeaders) : {}),
    };
    return (writeHead as (...args: unknown[]) => ServerResponse).apply(this, [code, ...rest]);
  } as ServerResponse['writeHead'];

  response.write = function writeWatched(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    wrote = true;
    if (isChunk(chunk)) {
      const piece = bufferOf(chunk, rest[0]);
      bytes += piece.length;
      if (bytes <= maxBytes) pieces.push(piece);
    } else unsayable = true;
    return (write as (...args: unknown[]) => boolean).apply(this, [chunk, ...rest]);
  } as ServerResponse['write'];

  response.end = function endWatched(this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    if (isChunk(chunk)) {
      if (wrote) {
        const piece = bufferOf(chunk, rest[0]);
        bytes += piece.length;
        if (bytes <= maxBytes) pieces.push(piece);
      } else {
        whole = { chunk, encoding: rest[0] };
        bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
      }
    }
    return (end as (...args: unknown[]) => ServerResponse).apply(this, [chunk, ...rest]);
  } as ServerResponse['end'];

  return () => {
    if (unsayable || status === undefined || headers === undefined || bytes > maxBytes) return undefined;
    if (wrote) return { status, headers, payload: Buffer.concat(pieces), streamed: true };
    // The very bytes the chain sent (a kept page's buffer: nothing copied); text encoded once, not per send.
    const payload =
      whole === undefined ? Buffer.alloc(0) : Buffer.isBuffer(whole.chunk) ? whole.chunk : bufferOf(whole.chunk, whole.encoding);
    return { status, headers, payload, streamed: false };
  };
};
