// The demo entries of every content resource with their images drawn: copy from
// ./data, pictures from ./images. Blogs are dated over the past year; everything
// else is dated in seed order, which is its display order.

import type { ContentResourceKey } from '@agency/shared/contract/schemas/content';
import { ABOUT } from './data/about';
import { PAID_POSTS } from './data/blog-posts-paid';
import { SEO_POSTS } from './data/blog-posts-seo';
import { FAQS } from './data/faqs';
import { PLANS } from './data/plans';
import { PRODUCTS } from './data/products';
import type { Art } from './data/seed-types';
import { SERVICES } from './data/services';
import { SINGLE_SERVICES } from './data/single-services';
import { TEAM } from './data/team';
import { TESTIMONIALS } from './data/testimonials';
import { WORKS } from './data/works';
import { avatarSvg } from './images/avatar-image';
import { sceneSvg } from './images/scene-image';
import type { SeedImages } from './seed-images';
import type { SeedEntry } from './seed-rows';

const DAY_MS = 24 * 60 * 60 * 1000;

type Size = readonly [width: number, height: number];
const BLOG: Size = [1200, 800];
const GALLERY: Size = [1200, 700];
const CARD: Size = [1000, 700];
const SQUARE: Size = [800, 800];
const SMALL: Size = [600, 400];

const scene = (art: Art, label: string, size: Size, swatchIndex: number) => () =>
  sceneSvg({ width: size[0], height: size[1], label: art.label ?? label, kicker: art.kicker, icon: art.icon, swatchIndex });

/** The alt text of a generated picture (issue 19): the words it shows. */
const sceneAlt = (art: Art, label: string): string => `${art.kicker}: ${art.label ?? label}`;

/** The demo entries of each type that has some: a type declared without them starts empty. */
export const buildSeedEntries = async (images: SeedImages, now = Date.now()): Promise<Partial<Record<ContentResourceKey, SeedEntry[]>>> => {
  // Non-blog entries: a year and a bit ago, one minute apart, in display order.
  let tick = now - 400 * DAY_MS;
  const nextStamp = () => new Date((tick += 60_000)).toISOString();
  const dated = <T>(items: T[], build: (item: T, i: number, createdAt: string) => Promise<SeedEntry>) =>
    Promise.all(items.map((item, i) => build(item, i, nextStamp())));

  const posts = [...SEO_POSTS, ...PAID_POSTS];
  const postDate = (daysAgo: number, i: number) => new Date(now - daysAgo * DAY_MS - (i + 1) * 3_600_000).toISOString();

  const [about, service, singleService, team, work, testimonial, product, faq, blog, singleBlog] = await Promise.all([
    dated(ABOUT, async (entry, i, createdAt) => ({
      values: { ...entry, imageAlt: sceneAlt(entry.art, entry.title) },
      image: await images.draw('about', scene(entry.art, entry.title, CARD, i + 1)),
      createdAt,
    })),
    dated(SERVICES, async (entry, i, createdAt) => ({
      values: { ...entry, imageAlt: sceneAlt(entry.art, entry.title) },
      image: await images.draw('service', scene(entry.art, entry.title, CARD, i)),
      createdAt,
    })),
    dated(SINGLE_SERVICES, async (entry, i, createdAt) => ({
      values: entry,
      images: await Promise.all(entry.gallery.map((art, j) => images.draw('singleService', scene(art, entry.heading, GALLERY, i + j * 3)))),
      imageAlts: entry.gallery.map((art) => sceneAlt(art, entry.heading)),
      createdAt,
    })),
    dated(TEAM, async (entry, i, createdAt) => ({
      values: { ...entry, link1: entry.links[0], link2: entry.links[1], link3: entry.links[2], link4: entry.links[3] },
      image: await images.draw('team', () => avatarSvg({ name: entry.title, index: i, longHair: entry.longHair })),
      createdAt,
    })),
    dated(WORKS, async (entry, i, createdAt) => ({
      values: { ...entry, imageAlt: sceneAlt(entry.art, entry.title.split(':')[0]) },
      image: await images.draw('work', scene(entry.art, entry.title.split(':')[0], CARD, i + 2)),
      createdAt,
    })),
    dated(TESTIMONIALS, async (entry, i, createdAt) => ({
      values: entry,
      image: await images.draw('testimonial', () => avatarSvg({ name: entry.title, index: i + 7, longHair: entry.longHair })),
      createdAt,
    })),
    dated(PRODUCTS, async (entry, i, createdAt) => ({
      values: { ...entry, imageAlt: sceneAlt(entry.art, entry.name) },
      image: await images.draw('product', scene(entry.art, entry.name, SQUARE, i)),
      createdAt,
    })),
    dated(FAQS, async (entry, i, createdAt) => ({
      values: { ...entry, imageAlt: sceneAlt({ icon: entry.icon, kicker: entry.category }, 'Your questions answered') },
      image: await images.draw('faq', scene({ icon: entry.icon, kicker: entry.category }, 'Your questions answered', SMALL, i)),
      createdAt,
    })),
    Promise.all(
      posts.map(async (post, i) => ({
        values: { heading: post.heading, description: post.summary, imageAlt: sceneAlt(post.art, post.heading) },
        image: await images.draw('blog', scene(post.art, post.heading, BLOG, i)),
        createdAt: postDate(post.daysAgo, i),
      })),
    ),
    Promise.all(
      posts.map(async (post, i) => ({
        values: { heading: post.heading, description: `${post.summary}\n${post.more}` },
        images: await Promise.all(post.gallery.map((art, j) => images.draw('singleBlog', scene(art, post.heading, GALLERY, i + j + 4)))),
        imageAlts: post.gallery.map((art) => sceneAlt(art, post.heading)),
        createdAt: postDate(post.daysAgo, i),
      })),
    ),
  ]);

  const plan = PLANS.map((entry) => ({ values: { ...entry }, createdAt: nextStamp() }));
  return { about, service, singleService, team, work, testimonial, product, faq, blog, singleBlog, plan };
};
