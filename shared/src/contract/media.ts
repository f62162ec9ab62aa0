// Where each kind of image lives on the API host (product §3: served by kind): a content type's
// folder is in its declaration (content-types/), the media library's and the pages' beside them
// (content-types/public-facts.ts).

import type { ContentTypes } from './content-types';
import { imageFolders } from './content-types/public-facts';

/** Each content type's folder, as its declaration names it (`picture(images, folder)`), by the type's key. */
type ContentImageFolders = {
  [K in keyof ContentTypes as ContentTypes[K] extends { picture: object } ? K : never]: ContentTypes[K] extends {
    picture: { folder: infer F };
  }
    ? F
    : never;
};

export const IMAGE_FOLDERS = imageFolders as ContentImageFolders & {
  /** The media library (issue 21): images uploaded once, with alt text, reused in any entry's text. */
  readonly media: 'mediaimg';
  /** The social images of the public pages that are not an entry's (page SEO, issue 19). */
  readonly page: 'pageimg';
};

export type ImageKind = keyof typeof IMAGE_FOLDERS;
export type ImageFolder = (typeof IMAGE_FOLDERS)[ImageKind];

export const ALL_IMAGE_FOLDERS: readonly ImageFolder[] = Object.values(IMAGE_FOLDERS);

/** URL of a stored image, relative to the API base (`/api` in the one-process default). */
export const imageUrl = (apiBase: string, kind: ImageKind, file: string): string =>
  `${apiBase.replace(/\/$/, '')}/${IMAGE_FOLDERS[kind]}/${encodeURIComponent(file)}`;
