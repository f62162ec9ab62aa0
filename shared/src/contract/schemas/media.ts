// The media library's rule (issue 21, ahead of issue 19's alt text on every image):
// an image is described in words for people who cannot see it.

import { object, string } from 'yup';
import { LIMITS, validationMessages as v } from '@agency/shared/contract';

export const MEDIA_ALT_MAX = LIMITS.altText;

export const mediaAltSchema = object({
  alt: string().trim().max(MEDIA_ALT_MAX, v.tooLong('Alt text', MEDIA_ALT_MAX)).required(v.altRequired),
});
