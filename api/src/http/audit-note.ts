// What a write's handler tells the audit trail that its hook cannot see for itself: the fields a
// multipart body carried (read by the handler, never parsed into `request.body`) and the entry as
// it was before an update (so the trail says which fields changed and whether the state did).
// The trail's recorder (plugins/audit.ts) reads these after the handler; nothing else does.

import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    auditNote?: AuditNote;
  }
}

export interface AuditNote {
  /** The fields the write sent (a multipart body's text fields, or the JSON body's). */
  input?: Record<string, unknown>;
  /** The entry before the write. */
  before?: Record<string, unknown>;
}

export const noteAuditInput = (request: FastifyRequest, input: Record<string, unknown>): void => {
  request.auditNote = { ...request.auditNote, input };
};

export const noteAuditBefore = (request: FastifyRequest, before: object): void => {
  request.auditNote = { ...request.auditNote, before: before as Record<string, unknown> };
};
