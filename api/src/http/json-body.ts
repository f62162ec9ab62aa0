// JSON request bodies: Fastify's own parser (its prototype-poisoning checks included), after
// one linear pass that refuses brackets nested deeper than any form of ours sends. A body of
// nested brackets then costs one scan of its bytes, not a recursive parse and a walk of the
// result by every validator after it.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiMessages } from '@agency/shared/contract/messages';
import { ReplyError } from './reply-error';

/** The deepest any request of ours nests (a feature list in an entry is 3); room to spare. */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/** True when `[` / `{` outside strings nest deeper than `max`: one pass, stops at the first level too deep. */
export const nestsDeeperThan = (text: string, max: number): boolean => {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (OPENERS.has(code)) {
      depth += 1;
      if (depth > max) return true;
    } else if (CLOSERS.has(code)) depth -= 1;
  }
  return false;
};

export const tooDeeplyNested = (): ReplyError => new ReplyError(400, { message: apiMessages.jsonTooDeep(MAX_JSON_DEPTH) });

type JsonParser = (request: FastifyRequest, body: string, done: (error: Error | null, value?: unknown) => void) => void;

/** Replaces the instance's JSON parser with the depth-bounded one (the body limit still applies first). */
export const useBoundedJsonParser = (app: FastifyInstance): void => {
  const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
  const parse = app.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'error') as JsonParser;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) return done(tooDeeplyNested(), undefined);
    return parse(request, body as string, done);
  });
};
