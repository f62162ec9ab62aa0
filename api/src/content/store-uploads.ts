// Storing the images of a request: re-encoded by the media store; a file that
// turns out not to decode is the client's fault (400), not ours.

import { apiMessages } from '@agency/shared/contract/messages';
import type { ContentResource } from '@agency/shared/contract/resources';
import { invalidFields } from '../http/reply-error';
import { NotAnImageError } from '../media/encode-image';
import type { MediaStore } from '../media/media-store';

export const storeUploads = async (media: MediaStore, resource: ContentResource, uploads: Buffer[]): Promise<string[]> => {
  if (uploads.length === 0 || !resource.imageKind) return [];
  try {
    return await media.saveAll(resource.imageKind, uploads);
  } catch (error) {
    if (error instanceof NotAnImageError) {
      throw invalidFields({ [resource.images === 'many' ? 'images' : 'image']: apiMessages.notAnImage });
    }
    throw error;
  }
};
