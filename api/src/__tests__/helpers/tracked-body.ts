// A request body that records whether the server ever read it: evidence, free of timing,
// that a request was answered before its body was read (so before it could be parsed).

import { Readable } from 'node:stream';

export interface TrackedBody {
  stream: Readable;
  /** Whether the server asked for a single byte of it. */
  wasRead(): boolean;
  headers: Record<string, string>;
}

export const trackedJsonBody = (text: string): TrackedBody => {
  let read = false;
  const stream = new Readable({
    read() {
      read = true;
      this.push(text);
      this.push(null);
    },
  });
  return {
    stream,
    wasRead: () => read,
    headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) },
  };
};

/** `{"a":[[[…]]]}` nested `depth` deep: valid JSON, costly to parse and walk. */
export const nestedJson = (depth: number): string => `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`;
