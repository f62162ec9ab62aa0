// The absolute URL of a page's social image (issue 19): an address as given, or a stored file
// in the folder of its kind on the API host.

import { imageUrl, type ImageKind } from '@agency/shared/contract';
import { publicApiBase } from '@agency/shared/api';

export const socialImageUrl = (picture: string, kind: ImageKind): string =>
  /^https?:\/\//i.test(picture) ? picture : imageUrl(publicApiBase(), kind, picture);
