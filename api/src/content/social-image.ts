// The social image of an entry with SEO fields (issue 19): an uploaded file, stored like the
// entry's other pictures (re-encoded, in its image folder, in the orphan sweep's and backup's
// sight), or an absolute address. Sent as text it is an address, '' to clear it, or the
// stored name it already has; a file name of somebody else's picture is refused.

import { apiMessages, seoFieldMessages } from '@agency/shared/contract/messages';
import type { ImageKind } from '@agency/shared/contract/media';
import { invalidFields } from '../http/reply-error';
import { NotAnImageError } from '../media/encode-image';
import type { MediaStore } from '../media/media-store';
import type { Row } from '../persistence/entity-mapper';
import { SOCIAL_IMAGE, socialImageFile } from '../persistence/stored-social-image';
import { inspectUpload } from './inspect-uploads';
import type { WriteInput } from './write-input';

export interface SocialImageInput {
  /** What the schema validates: the upload's description, or the text sent. */
  value?: unknown;
  /** The bytes to store, when a decodable image was uploaded. */
  upload?: Buffer;
  error?: string;
}

const isAddress = (value: string): boolean => /^https?:\/\//i.test(value);

/** Reads the request's social image; `value` undefined means not sent (an update keeps it). */
export const readSocialImage = async (input: WriteInput, existing?: Row): Promise<SocialImageInput> => {
  const files = input.files.filter((file) => file.field === SOCIAL_IMAGE);
  if (files.length > 1) return { error: apiMessages.tooManyFiles };
  if (files[0]) {
    const inspected = await inspectUpload(files[0]);
    return { value: inspected.description, upload: inspected.isImage ? inspected.file.data : undefined };
  }
  const sent = input.fields[SOCIAL_IMAGE];
  if (sent === undefined) return {};
  // A JSON body cannot pass an upload off as one: only text is read as text.
  if (sent === null) return { value: '' };
  if (typeof sent !== 'string') return { error: seoFieldMessages.validation.socialImage };
  if (sent === '' || isAddress(sent.trim())) return { value: sent };
  return sent === existing?.[SOCIAL_IMAGE] ? { value: sent } : { error: seoFieldMessages.validation.socialImage };
};

/** The stored social image an update stops using: none unless it sets another value. */
export const replacedSocialImage = (current: Row, values: Record<string, unknown>): string[] =>
  SOCIAL_IMAGE in values ? socialImageFile(current).filter((name) => name !== values[SOCIAL_IMAGE]) : [];

/** Stores an uploaded social image in the entry's (or page's) folder; a file that does not decode is a 400. */
export const storeSocialImage = async (media: MediaStore, kind: ImageKind | undefined, upload?: Buffer): Promise<string[]> => {
  if (!upload || !kind) return [];
  try {
    return await media.saveAll(kind, [upload]);
  } catch (error) {
    if (error instanceof NotAnImageError) throw invalidFields({ [SOCIAL_IMAGE]: seoFieldMessages.validation.socialImage });
    throw error;
  }
};
