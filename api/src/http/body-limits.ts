// How large a request body each kind of route may send, in one place: the security plugin
// enforces the default and the multipart limits, routes that read more declare their own.

import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_REQUEST } from '@agency/shared/contract/constants';

/** Every route that declares no limit of its own: no body, or a few short fields (a role, an alt
 *  text). Small, so a hostile body costs little to refuse (413 before a byte is parsed). */
export const DEFAULT_JSON_BODY_LIMIT = 4 * 1024;
/** Content writes: a rich-text description (200 000 characters) with the entry's other fields. */
export const RICH_TEXT_JSON_BODY_LIMIT = 1024 * 1024;
/** Login, register, password change and a page's SEO fields: a few short fields (and a captcha). */
export const SMALL_JSON_BODY_LIMIT = 16 * 1024;
/** Contact messages: 5000 characters in any script (up to 4 bytes each) with the captcha. */
export const CONTACT_JSON_BODY_LIMIT = 32 * 1024;
/** One multipart text field: a rich description in UTF-8. */
export const FIELD_SIZE_LIMIT = 1024 * 1024;
/** A whole multipart request: the most images one may carry, plus its text fields. */
export const MULTIPART_REQUEST_LIMIT = MAX_IMAGES_PER_REQUEST * MAX_IMAGE_BYTES + 2 * FIELD_SIZE_LIMIT;

/** The visitor script's beacons: read up to 16 KB, so one over its 4 KB rule gets a 400 that says why. */
export const BEACON_READ_LIMIT = 16 * 1024;

/** A CSV of redirect rules (the Redirection plugin's export of a large site). */
export const REDIRECT_IMPORT_BODY_LIMIT = 4 * 1024 * 1024;
