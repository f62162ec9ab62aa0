// Reading a create/update request: multipart form data (text fields and files)
// or JSON. Files are buffered within the upload limits the multipart plugin sets
// (per file, per field, counts) and the whole request within MULTIPART_REQUEST_LIMIT.

import type { FastifyRequest } from 'fastify';
import { apiMessages } from '@agency/shared/contract/messages';
import { ReplyError } from '../http/reply-error';
import { bodyRecord } from '../http/validation';
import { MULTIPART_REQUEST_LIMIT } from '../http/body-limits';
import { noteAuditInput } from '../http/audit-note';

export interface UploadedFile {
  field: string;
  filename: string;
  data: Buffer;
}

export interface WriteInput {
  fields: Record<string, unknown>;
  files: UploadedFile[];
}

const unsupported = () => new ReplyError(415, { message: apiMessages.unsupportedMediaType });
const tooLarge = () => new ReplyError(413, { message: apiMessages.bodyTooLarge });

const readMultipart = async (request: FastifyRequest): Promise<WriteInput> => {
  // A declared length over the limit is refused before a byte is read.
  if (Number(request.headers['content-length'] ?? 0) > MULTIPART_REQUEST_LIMIT) throw tooLarge();
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  let total = 0;
  const count = (bytes: number) => {
    total += bytes;
    if (total > MULTIPART_REQUEST_LIMIT) throw tooLarge();
  };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      count(data.length);
      // A file input left empty still sends a part with no name and no bytes.
      if (data.length > 0 || part.filename) files.push({ field: part.fieldname, filename: part.filename, data });
    } else {
      if (part.valueTruncated || part.fieldnameTruncated) throw tooLarge();
      count(Buffer.byteLength(String(part.value ?? '')));
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, files };
};

/** Malformed multipart bodies surface as plain busboy errors: they are the client's fault. */
const asClientError = (error: unknown): unknown => {
  if (error instanceof ReplyError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return new ReplyError(400, { message: apiMessages.malformedBody });
};

/** `jsonOnly` resources (plans) refuse multipart, as product §7 sends them JSON. */
export const readWriteInput = async (request: FastifyRequest, jsonOnly: boolean): Promise<WriteInput> => {
  if (request.isMultipart()) {
    if (jsonOnly) throw unsupported();
    const input = await readMultipart(request).catch((error: unknown) => {
      throw asClientError(error);
    });
    noteAuditInput(request, input.fields);
    return input;
  }
  return { fields: { ...bodyRecord(request.body) }, files: [] };
};
