// One error handler for the whole API: expected failures keep their status and
// body; anything a client can send maps to a 4xx with a catalogue message; only
// real bugs become a logged 500.

import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { ValidationError } from 'yup';
import { apiMessages } from '@agency/shared/contract/messages';
import { ReplyError } from '../http/reply-error';
import { fieldErrorsOf } from '../http/validation';

const MESSAGE_BY_CODE: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: apiMessages.malformedBody },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: apiMessages.malformedBody },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: apiMessages.malformedBody },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: apiMessages.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: apiMessages.unsupportedMediaType },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: apiMessages.unsupportedMediaType },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: apiMessages.fileTooLarge },
  FST_FILES_LIMIT: { status: 413, message: apiMessages.tooManyFiles },
  FST_PARTS_LIMIT: { status: 413, message: apiMessages.bodyTooLarge },
  FST_FIELDS_LIMIT: { status: 413, message: apiMessages.bodyTooLarge },
  FST_PROTO_VIOLATION: { status: 400, message: apiMessages.malformedBody },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, message: apiMessages.malformedBody },
  FST_MP_PREMATURE_CLOSE: { status: 400, message: apiMessages.malformedBody },
};

const MESSAGE_BY_STATUS: Record<number, string> = {
  401: apiMessages.unauthorized,
  403: apiMessages.forbidden,
  404: apiMessages.notFound,
  413: apiMessages.bodyTooLarge,
  415: apiMessages.unsupportedMediaType,
  429: apiMessages.rateLimited,
};

/** Status and message for an error the client caused, or undefined for a bug. */
export const clientFailure = (error: Partial<FastifyError>): { status: number; message: string } | undefined => {
  const byCode = error.code ? MESSAGE_BY_CODE[error.code] : undefined;
  if (byCode) return byCode;
  const status = error.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  return { status, message: MESSAGE_BY_STATUS[status] ?? apiMessages.malformedBody };
};

export default fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      if (error instanceof ReplyError) return reply.code(error.statusCode).send(error.body);
      if (ValidationError.isError(error)) {
        return reply.code(400).send({ message: apiMessages.validationFailed, errors: fieldErrorsOf(error) });
      }
      const failure = clientFailure(error as FastifyError);
      if (failure) {
        request.log.info({ code: (error as FastifyError).code, status: failure.status }, 'request refused');
        return reply.code(failure.status).send({ message: failure.message });
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply.code(500).send({ message: apiMessages.internal });
    });

    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: apiMessages.notFound }));
  },
  { name: 'errors', fastify: '5.x' },
);
