// The public pages the site SEO audit (issue 19) checks, read from the stored content: the
// fixed pages with SEO fields of their own (/, /about, the lists...: their stored title and
// description, else the derived ones; no text of their own), and every published post and
// service the sitemap lists or hides (noindex), with the title and description its page shows
// (product §2: the card's SEO fields, else the body's, else the derived values) and the HTML
// of its body. The audit flags a description that is only the repeated heading (a page whose
// body has no text) as missing. The entry's own picture (its cover, in the page's social card
// and JSON-LD) counts among its images with its stored alt text, and so do the body's pictures
// the page shows: a post's whole gallery, a service's first picture.

import type { Kysely } from 'kysely';
import {
  adminArea,
  blogPath,
  bodyDescription,
  CONTENT_RESOURCES,
  editPath,
  fullPageTitle,
  imageUrl,
  PUBLIC_ROUTES,
  seoPageEditPath,
  servicePath,
  type ImageKind,
} from '@agency/shared/contract';
import type { AuditPageInput } from '@agency/shared/contract/seo';
import type { Database } from '../db/schema';
import { imageAltsOf, imageNamesOf } from '../persistence/entity-mapper';
import { allPageSettings } from '../page-seo/page-seo-store';

interface SeoHalf {
  metaTitle: string;
  metaDescription: string;
  noindex: number;
}

interface Section {
  entries: 'blogs' | 'services';
  bodies: 'single_blogs' | 'single_services';
  /** The admin area of the entries (their editor holds the page's SEO fields). */
  area: string;
  /** The folder of the entries' own pictures. */
  imageKind: ImageKind;
  /** The resource of the bodies (their pictures' folder). */
  body: 'singleBlog' | 'singleService';
  /** How many of a body's pictures its page shows (mf-public: a post's gallery, a service's first picture). */
  bodyPicturesShown: number;
  pathOf: (slug: string) => string;
}

const SECTIONS: readonly Section[] = [
  {
    entries: 'blogs',
    bodies: 'single_blogs',
    area: 'blog',
    imageKind: 'blog',
    body: 'singleBlog',
    bodyPicturesShown: Infinity,
    pathOf: blogPath,
  },
  {
    entries: 'services',
    bodies: 'single_services',
    area: 'service',
    imageKind: 'service',
    body: 'singleService',
    bodyPicturesShown: 1,
    pathOf: servicePath,
  },
];

/** The first half that fills `field`, as the page's head takes it. */
const firstFilled = (halves: readonly (SeoHalf | undefined)[], field: 'metaTitle' | 'metaDescription'): string =>
  halves.map((half) => half?.[field].trim() ?? '').find(Boolean) ?? '';

/** The pictures of a body its page shows, each with its stored alt text. */
const bodyPictures = (section: Section, body: { images: string; imageAlts: string }) => {
  const resource = CONTENT_RESOURCES[section.body];
  const files = imageNamesOf(resource, body).slice(0, section.bodyPicturesShown);
  const alts = imageAltsOf(body, files.length);
  return files.map((file, index) => ({ src: imageUrl('', resource.imageKind!, file), alt: alts[index] }));
};

const sectionPages = async (db: Kysely<Database>, section: Section): Promise<AuditPageInput[]> => {
  const seo = ['metaTitle', 'metaDescription', 'noindex'] as const;
  const [entries, bodies] = await Promise.all([
    db
      .selectFrom(section.entries)
      .select(['_id', 'slug', 'description', 'image', 'imageAlt', ...seo])
      // A service's heading is its title.
      .select((eb) => (section.entries === 'blogs' ? eb.ref('heading') : eb.ref('title')).as('heading'))
      .where('state', '=', 'published')
      .orderBy('createdAt', 'asc')
      .orderBy('_id', 'asc')
      .execute(),
    db
      .selectFrom(section.bodies)
      .select(['slug', 'heading', 'description', 'images', 'imageAlts', ...seo])
      .where('state', '=', 'published')
      .execute(),
  ]);
  const bodyOf = new Map(bodies.map((body) => [body.slug, body]));
  const area = adminArea(section.area);
  return entries.map((entry): AuditPageInput => {
    const body = bodyOf.get(entry.slug);
    const halves = [entry, body];
    // The page shows its body where one is published, else the entry's own description.
    const heading = body?.heading || entry.heading;
    const html = body ? body.description : entry.description;
    const noindex = halves.some((half) => Number(half?.noindex ?? 0) === 1);
    return {
      url: section.pathOf(entry.slug),
      title: firstFilled(halves, 'metaTitle') || fullPageTitle(heading),
      description: firstFilled(halves, 'metaDescription') || bodyDescription(html),
      noindex,
      // The sitemap lists an entry unless the entry itself is hidden (routes/sitemap).
      inSitemap: Number(entry.noindex) !== 1,
      html,
      images: [
        ...(entry.image ? [{ src: imageUrl('', section.imageKind, entry.image), alt: entry.imageAlt }] : []),
        ...(body ? bodyPictures(section, body) : []),
      ],
      editPath: editPath(area, entry._id),
    };
  });
};

const fixedPages = async (db: Kysely<Database>): Promise<AuditPageInput[]> =>
  (await allPageSettings(db)).map((page) => ({
    url: page.path,
    title: page.metaTitle.trim() || page.defaults.title,
    description: page.metaDescription.trim() || page.defaults.description,
    noindex: page.noindex,
    // The sitemap leaves out the pages hidden from search engines (shell/server/seo/sitemap.ts).
    inSitemap: !page.noindex,
    html: '',
    editPath: seoPageEditPath(page.page),
  }));

export const auditInputs = async (db: Kysely<Database>): Promise<AuditPageInput[]> =>
  [await fixedPages(db), ...(await Promise.all(SECTIONS.map((section) => sectionPages(db, section))))].flat();

/**
 * Every published post is linked from /blog and every service from /services (their lists show
 * them all), and the fixed pages from every page's navigation or footer, so none is an orphan:
 * the audit starts from the home page and these.
 */
export const entryPathsOf = (pages: readonly AuditPageInput[]): string[] => ['/', ...pages.map((page) => page.url)];

/** Fixed public pages: links to them are not broken (their heads live in the public remote). */
export const FIXED_PUBLIC_PATHS: readonly string[] = PUBLIC_ROUTES.filter((route) => !route.path.includes(':')).map((route) => route.path);
