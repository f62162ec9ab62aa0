// A reply answered from memory tells the server that sent it so, on the raw request: the site
// server's fast lane (shell/server/fast-lane) keeps what the whole chain wrote for it and sends
// those bytes again only while `stillKept` says the memory still holds that very reply. The
// memory's own invalidation therefore decides for both; nothing else may mark a request.

import type { IncomingMessage } from 'node:http';

/** Whether the kept reply this request was answered with would answer it again now (no older read). */
export type StillKept = () => boolean | Promise<boolean>;

const MEMORY_HIT = Symbol('memory-hit');

type Marked = IncomingMessage & { [MEMORY_HIT]?: StillKept };

/** Says the request was answered from memory (a reply every visitor gets alike) and how to check that copy. */
export const markMemoryHit = (raw: IncomingMessage, stillKept: StillKept): void => {
  (raw as Marked)[MEMORY_HIT] = stillKept;
};

export const memoryHitOf = (raw: IncomingMessage): StillKept | undefined => (raw as Marked)[MEMORY_HIT];
