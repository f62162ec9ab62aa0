// Requests Fastify's router refuses before any route or hook runs: a path with
// broken percent-encoding (400) or a path parameter too long to be any id, slug
// or file name we have (404). Without this Fastify answers with its own body,
// which echoes the path back and skips the API's headers.

import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { apiMessages } from '@agency/shared/contract/messages';

export const answerFrameworkError = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .code(tooLong ? 404 : 400)
    // Hooks do not run for these replies: the headers every reply has are set here.
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('x-frame-options', 'DENY')
    .header('content-security-policy', "default-src 'none';frame-ancestors 'none'")
    .send({ message: tooLong ? apiMessages.notFound : apiMessages.malformedBody });
};
