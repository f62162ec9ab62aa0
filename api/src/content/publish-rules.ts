// The two bars a write of content with a public page meets (shared/src/contract/schemas/draft-rule.ts):
// a draft needs only its heading; an entry going live needs its pictures whether it is created or
// updated (the schema asks for them on create only, so a draft stored without one is held here).

import { validationMessages } from '@agency/shared/contract/messages';
import { CONTENT_MODEL, type ResourceModel } from '@agency/shared/contract/content-model';
import type { ContentResource } from '@agency/shared/contract/resources';
import type { FieldErrors } from '../http/reply-error';
import type { Entity } from '../persistence/entity-mapper';

/** The state a write leaves the entry in: the one sent, else the stored one; a call without either publishes. */
export const stateAfterWrite = (values: Record<string, unknown>): string => (typeof values.state === 'string' ? values.state : 'published');

/** The field a draft must have: the resource's heading (its label field). */
export const draftHeadingOf = (resource: ContentResource): string => CONTENT_MODEL[resource.key].labelField;

/** Types whose picture may stay empty (FAQs, single services). */
export const imageOptional = (resource: ContentResource): boolean => (CONTENT_MODEL[resource.key] as ResourceModel).imageOptional === true;

export interface PictureCount {
  uploads: number;
  /** Single picture: the stored one is cleared. */
  removeImage: boolean;
  /** Many pictures: names the request removes. */
  removedImages: readonly string[];
}

/** The pictures a stored entry (as read: `images` a list) has. */
const storedPictures = (resource: ContentResource, existing: Entity | undefined): string[] => {
  const value = existing?.[resource.images === 'many' ? 'images' : 'image'];
  const names = Array.isArray(value) ? value : [value];
  return names.filter((name): name is string => typeof name === 'string' && name !== '');
};

/** The picture errors of an entry going live without the pictures its page needs. */
export const livePictureErrors = (resource: ContentResource, existing: Entity | undefined, count: PictureCount): FieldErrors => {
  if (resource.images === 'none' || imageOptional(resource)) return {};
  const stored = storedPictures(resource, existing);
  if (resource.images === 'single') {
    const kept = count.removeImage ? 0 : stored.length;
    return kept + count.uploads > 0 ? {} : { image: validationMessages.imageRequired };
  }
  const kept = stored.filter((name) => !count.removedImages.includes(name)).length;
  return kept + count.uploads > 0 ? {} : { images: validationMessages.imagesRequired };
};
