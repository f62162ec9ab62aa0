// What the public pages need of the content types, derived from their declarations: each type's
// API path, cache tag, slug and picture (CONTENT_RESOURCES), the image folders, the admin areas
// (the shell's routes and sidebar), the page pairs and the publishable types. Node code and the
// tests derive it here at run time; browser bundles read public-facts.snapshot.ts instead
// (webpack/common.js), the same values written out, so a visitor's first view does not carry the
// declarations' fields and messages. public-facts.test.ts holds the snapshot to this derivation.

import { CONTENT_TYPES } from '../content-types';
import type { ImageKind } from '../media';
import type { AdminArea, PageRoute } from '../routes';
import type { ContentResource, ContentResourceKey } from '../resources';
import type { ContentTypeDeclaration } from './parts';

export interface PublicFacts {
  resources: Readonly<Record<ContentResourceKey, ContentResource>>;
  /** The image folder of each type with a picture, by its key (its image kind), and the others'. */
  imageFolders: Readonly<Record<string, string>>;
  /** Every admin area, the content types' and the others', in sidebar order. */
  adminAreas: readonly AdminArea[];
  /** Card -> body of each page made of two records. */
  pageHalves: Readonly<Partial<Record<ContentResourceKey, ContentResourceKey>>>;
  publishable: readonly ContentResourceKey[];
  /** The public routes of the types that declare a view of their own, after the hand-written ones. */
  publicRoutes: readonly PageRoute[];
}

const resourceOf = (type: ContentTypeDeclaration): ContentResource => ({
  key: type.key as ContentResourceKey,
  path: type.path,
  tag: type.tag,
  ...(type.slugFrom ? { slugFrom: type.slugFrom } : {}),
  images: type.picture?.images ?? 'none',
  ...(type.picture ? { imageKind: type.key as ImageKind } : {}),
  richFields: Object.entries(type.fields)
    .filter(([, field]) => field.rule === 'richText')
    .map(([name]) => name),
  ...(type.json ? { json: true } : {}),
});

/** The image folders that are not a content type's. */
const OTHER_IMAGE_FOLDERS = {
  /** The media library (issue 21): images uploaded once, with alt text, reused in any entry's text. */
  media: 'mediaimg',
  /** The social images of the public pages that are not an entry's (page SEO, issue 19). */
  page: 'pageimg',
} as const;

/** The admin areas that are not a content type's, with their places among the types' (`sidebar`). */
const OTHER_ADMIN_AREAS: ReadonlyArray<AdminArea & { sidebar: number }> = [
  { key: 'contact', label: 'Our Contacts', remote: 'mf_admin_people', list: '/contact-list', sidebar: 100 },
  { key: 'user', label: 'Users', remote: 'mf_admin_people', list: '/all-users', sidebar: 130 },
];

/** In sidebar order; the place itself is left out (the order says it). */
const adminAreasOf = (all: readonly ContentTypeDeclaration[]): AdminArea[] =>
  [...all.map(({ key, admin }) => ({ key, ...admin })), ...OTHER_ADMIN_AREAS]
    .sort((a, b) => a.sidebar - b.sidebar)
    .map(({ sidebar: _place, ...area }) => area);

/** The public facts of `types` (the declaration list, or a test's extension of it). */
export const publicFactsOf = (types: Readonly<Record<string, ContentTypeDeclaration>>): PublicFacts => {
  const all = Object.values(types);
  const byKey = <T>(pick: (type: ContentTypeDeclaration) => T | undefined) =>
    Object.fromEntries(all.flatMap((type) => (pick(type) === undefined ? [] : [[type.key, pick(type)]])));
  return {
    resources: byKey(resourceOf) as PublicFacts['resources'],
    imageFolders: { ...byKey((type) => type.picture?.folder), ...OTHER_IMAGE_FOLDERS },
    adminAreas: adminAreasOf(all),
    pageHalves: byKey((type) => type.page?.body) as PublicFacts['pageHalves'],
    publishable: all.filter((type) => type.publication).map((type) => type.key as ContentResourceKey),
    publicRoutes: all.flatMap((type) => (type.view ? [{ path: type.view.path, page: type.view.page, remote: 'mf_public' as const }] : [])),
  };
};

const facts = publicFactsOf(CONTENT_TYPES);

// One export each, as the snapshot writes them: a bundle then carries no object around them.
export const resources = facts.resources;
export const imageFolders = facts.imageFolders;
export const adminAreas = facts.adminAreas;
export const pageHalves = facts.pageHalves;
export const publishable = facts.publishable;
export const publicRoutes = facts.publicRoutes;
