// Expected failures a handler throws: a status and the exact body the client gets.
// The error handler sends them as they are; anything else is treated as a bug.

import { apiMessages } from '@agency/shared/contract/messages';

export type FieldErrors = Record<string, string>;

export class ReplyError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.message === 'string' ? body.message : typeof body.msg === 'string' ? body.msg : `HTTP ${statusCode}`);
    this.name = 'ReplyError';
  }
}

export const notFound = (): ReplyError => new ReplyError(404, { message: apiMessages.notFound });

export const unauthorized = (): ReplyError => new ReplyError(401, { message: apiMessages.unauthorized });

export const forbidden = (): ReplyError => new ReplyError(403, { message: apiMessages.forbidden });

/** 400 with one message per invalid field, the shape forms read (`fieldErrors`). */
export const invalidFields = (errors: FieldErrors): ReplyError => new ReplyError(400, { message: apiMessages.validationFailed, errors });
