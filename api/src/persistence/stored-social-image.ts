// Where an entry's social image is stored, read by the row mappers, the page SEO store and the
// image references without the upload handling of content/social-image.ts.

import { STORED_FILE_PATTERN } from '../media/media-store';
import type { Row } from './entity-mapper';

export const SOCIAL_IMAGE = 'socialImage';

/** The file a stored social image names, if it is one of ours (an address is not). */
export const socialImageFile = (row: Row): string[] => {
  const value = row[SOCIAL_IMAGE];
  return typeof value === 'string' && STORED_FILE_PATTERN.test(value) ? [value] : [];
};
