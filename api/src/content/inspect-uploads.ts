// Checking uploaded files before anything is stored: the bytes must be one of
// the accepted image formats and decode as that format (SVG, HTML, renamed text
// files and polyglots fail). The yup schemas then see `{ type, name, size }`.

import type { UploadLike } from '@agency/shared/contract/form-limits';
import { assertDecodable, NotAnImageError } from '../media/encode-image';
import { MIME_OF_FORMAT, sniffImageFormat } from '../media/sniff-image';
import type { UploadedFile } from './write-input';

export interface InspectedUpload {
  file: UploadedFile;
  /** What the schema validates: the type the bytes prove, not the one the browser claimed. */
  description: UploadLike;
  isImage: boolean;
}

export const inspectUpload = async (file: UploadedFile): Promise<InspectedUpload> => {
  const format = sniffImageFormat(file.data);
  let isImage = false;
  if (format) {
    try {
      await assertDecodable(file.data, format);
      isImage = true;
    } catch (error) {
      if (!(error instanceof NotAnImageError)) throw error;
    }
  }
  return {
    file,
    isImage,
    description: {
      type: isImage && format ? MIME_OF_FORMAT[format] : 'application/octet-stream',
      name: file.filename,
      size: file.data.length,
    },
  };
};
