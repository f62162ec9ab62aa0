// Where each kind of image lives on the API host (product §3: served by kind).

export const IMAGE_FOLDERS = {
  about: 'aboutUs',
  blog: 'blogimg',
  work: 'workimages',
  service: 'serviceimg',
  team: 'teamimg',
  testimonial: 'testimg',
  singleBlog: 'singleblogimg',
  singleService: 'singleserviceimg',
  product: 'productimg',
  faq: 'faqimg',
  /** The media library (issue 21): images uploaded once, with alt text, reused in any entry's text. */
  media: 'mediaimg',
} as const;

export type ImageKind = keyof typeof IMAGE_FOLDERS;
export type ImageFolder = (typeof IMAGE_FOLDERS)[ImageKind];

export const ALL_IMAGE_FOLDERS: readonly ImageFolder[] = Object.values(IMAGE_FOLDERS);

/** URL of a stored image, relative to the API base (`/api` in the one-process default). */
export const imageUrl = (apiBase: string, kind: ImageKind, file: string): string =>
  `${apiBase.replace(/\/$/, '')}/${IMAGE_FOLDERS[kind]}/${encodeURIComponent(file)}`;
