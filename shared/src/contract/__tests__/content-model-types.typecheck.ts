// Issue 16, done when (the types): the entity types derived from the content model carry a field
// added to a resource's description. Checked by `tsc -b` (npm run typecheck, in `npm test`), not
// run by jest: each `@ts-expect-error` must meet an error, each plain assignment must compile.
// The derived types are as precise as the interfaces they replaced.

import { CONTENT_MODEL, type EntityOf, type ResourceModel } from '../content-model';
import type { AboutUs, Faq, Feature, Product, ProductType, SingleService } from '../entities';

const aboutWithTagline = {
  ...CONTENT_MODEL.about,
  fields: { ...CONTENT_MODEL.about.fields, tagline: { label: 'Tagline', column: 'text', rule: 'optionalText', input: 'text' } },
} as const satisfies ResourceModel;

type AboutWithTagline = EntityOf<'about', typeof aboutWithTagline>;

const about: AboutUs = {
  _id: 'a1',
  title: 'Our story',
  description: '<p>Since 2019</p>',
  mission: '',
  vision: '',
  values: '',
  image: 'about.webp',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const withTagline: AboutWithTagline = { ...about, tagline: 'Search, first page' };

// @ts-expect-error: the extended entry has a tagline, so one without it is not one.
const missingTagline: AboutWithTagline = { ...about };

// @ts-expect-error: the model as it is has no tagline.
const taglineOfAbout: string = about.tagline;

// @ts-expect-error: a tagline is text.
const numericTagline: AboutWithTagline = { ...about, tagline: 3 };

/** The type is exactly `Expected` (neither wider nor narrower). */
type Exactly<Actual, Expected> = [Actual] extends [Expected] ? ([Expected] extends [Actual] ? true : false) : false;
const precise = <T extends true>(): T | undefined => undefined;

precise<Exactly<Faq['image'], string | null>>();
precise<Exactly<Faq['category'], string>>();
precise<Exactly<Product['productType'], ProductType>>();
precise<Exactly<Product['discountPrice'], number | null>>();
precise<Exactly<Product['stock'], number>>();
precise<Exactly<SingleService['features'], Feature[]>>();
precise<Exactly<SingleService['images'], string[]>>();
precise<Exactly<AboutUs['image'], string>>();

// Exported so the compiler keeps every checked value; nothing reads them.
export { aboutWithTagline, withTagline, missingTagline, taglineOfAbout, numericTagline };
