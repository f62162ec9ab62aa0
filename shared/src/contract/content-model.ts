// The content model (issue 16): one description of each content resource of product §3, its own
// fields with how each is stored, validated and edited, and what its storage needs besides. The
// entity types (entities.ts), the yup schemas (schemas/content.ts), the API host's storage map and
// table types and the admin forms are derived from it; migrations stay explicit files, and a test
// holds the migrated tables to it on both databases. Adding a field: a line here and a migration.
//
// The parts every resource of a kind shares are added by the existing flags, once, not here: the
// publication fields (isPublishable), the SEO fields (hasSeoFields), the picture(s) and their alt
// texts (CONTENT_RESOURCES[key].images), the slug (slugFrom), `_id` and the timestamps.
//
// Plain data, no yup (the schemas turn its rule names into yup). The contract entry leaves it out, so
// a visitor's first view does not carry it: entities.ts imports its types only, and code reads it as
// `@agency/shared/contract/content-model`.

import { FAQ_CATEGORIES, POPULAR_PLAN_LABEL, PRODUCT_TYPES } from './constants';
import type { Feature, ImageAlt, ImageAlts, Publishable, SeoFields, Timestamps } from './entities';
import type { PublishableResourceKey } from './publication';
import type { ContentResourceFacts, ContentResourceKey } from './resources';

/** How a value column converts between the validated value and the database (the API host's storage). */
export type ColumnKind = 'text' | 'nullableText' | 'number' | 'nullableNumber' | 'integer' | 'boolean' | 'json';

/**
 * The rule `@agency/shared/schemas` builds for a field from the builders of schemas/fields.ts:
 * `requiredText`, `optionalText`, `richText` and `link` (optionalLink) by their names; `number` a
 * number field (an integer for an integer column, null when empty for a nullable one); `choice` one
 * of `options`; `flag` a yes/no; `features` a single service's feature list.
 */
export type RuleKind = 'requiredText' | 'optionalText' | 'richText' | 'link' | 'number' | 'choice' | 'flag' | 'features';

/** The admin kit's input for a field (its FieldDef kinds of the same names). */
export type InputKind = 'text' | 'textarea' | 'rich' | 'number' | 'select' | 'checkbox' | 'features';

export interface ModelField {
  /** What the admin form shows beside the input and what validation messages call the field. */
  label: string;
  column: ColumnKind;
  rule: RuleKind;
  /** The admin input; none for a value the form does not edit (a product's rating). */
  input?: InputKind;
  /** Must be given (rich text, numbers and choices; `requiredText` always is). */
  required?: boolean;
  /** `choice`: the values allowed (and the field's type in replies). */
  options?: readonly string[];
  /** `choice`: stored entries may hold other values (rows from before the rule), so replies are typed as the column's. */
  olderValues?: true;
  /** The value taken when none is given (numbers and choices). */
  defaultValue?: string | number;
  /** `number`: the largest value allowed (from 0). */
  max?: number;
  /** `number`: may not exceed this other field of the entry (a discount above the regular price is a typo). */
  notAbove?: string;
}

export interface ResourceModel {
  /** The table of the API host's database. */
  table: string;
  /** Blogs and single blogs list newest first; everything else in creation (seed) order. */
  newestFirst: boolean;
  /** The heading, title or name: what search matches and shows. */
  labelField: string;
  /** The single image may be left out and cleared on update (FAQ `removeImage=true`); an image list may stay empty. */
  imageOptional?: boolean;
  /** The resource's own fields, in the order of its replies and its admin form. */
  fields: Readonly<Record<string, ModelField>>;
}

const title = { label: 'Title', column: 'text', rule: 'requiredText', input: 'text' } as const;
const heading = { label: 'Heading', column: 'text', rule: 'requiredText', input: 'text' } as const;
const description = { label: 'Description', column: 'text', rule: 'richText', input: 'rich' } as const;
const role = { label: 'Role', column: 'text', rule: 'requiredText', input: 'text' } as const;
const note = (label: string) => ({ label, column: 'text', rule: 'optionalText', input: 'textarea' }) as const;
const link = (label: string) => ({ label, column: 'text', rule: 'link', input: 'text' }) as const;

export const CONTENT_MODEL = {
  about: {
    table: 'about_us',
    newestFirst: false,
    labelField: 'title',
    fields: { title, description, mission: note('Mission'), vision: note('Vision'), values: note('Values') },
  },
  blog: { table: 'blogs', newestFirst: true, labelField: 'heading', fields: { heading, description } },
  singleBlog: { table: 'single_blogs', newestFirst: true, labelField: 'heading', fields: { heading, description } },
  work: { table: 'works', newestFirst: false, labelField: 'title', fields: { title, description } },
  service: { table: 'services', newestFirst: false, labelField: 'title', fields: { title, description } },
  singleService: {
    table: 'single_services',
    newestFirst: false,
    labelField: 'heading',
    imageOptional: true,
    fields: { heading, description, features: { label: 'Features', column: 'json', rule: 'features', input: 'features' } },
  },
  team: {
    table: 'team',
    newestFirst: false,
    labelField: 'title',
    fields: {
      title,
      role,
      description,
      link1: link('Link 1'),
      link2: link('Link 2'),
      link3: link('Link 3'),
      link4: link('Link 4'),
    },
  },
  product: {
    table: 'products',
    newestFirst: false,
    labelField: 'name',
    fields: {
      name: { label: 'Name', column: 'text', rule: 'requiredText', input: 'text' },
      description,
      regularPrice: { label: 'Regular price', column: 'number', rule: 'number', input: 'number', required: true },
      discountPrice: { label: 'Discount price', column: 'nullableNumber', rule: 'number', input: 'number', notAbove: 'regularPrice' },
      productType: {
        label: 'Product type',
        column: 'text',
        rule: 'choice',
        input: 'select',
        options: PRODUCT_TYPES,
        defaultValue: 'normal',
      },
      brand: { label: 'Brand', column: 'text', rule: 'requiredText', input: 'text' },
      stock: { label: 'Stock', column: 'integer', rule: 'number', input: 'number', required: true },
      // Sent on create without an input (product §2).
      rating: { label: 'Rating', column: 'number', rule: 'number', max: 5, defaultValue: 0 },
    },
  },
  testimonial: {
    table: 'testimonials',
    newestFirst: false,
    labelField: 'title',
    fields: { title, role, description: { ...description, required: true } },
  },
  plan: {
    table: 'plans',
    newestFirst: false,
    labelField: 'planName',
    fields: {
      planName: { label: 'Plan name', column: 'text', rule: 'requiredText', input: 'text' },
      price: { label: 'Price', column: 'number', rule: 'number', input: 'number', required: true },
      duration: { label: 'Duration', column: 'text', rule: 'requiredText', input: 'text' },
      description,
      popular: { label: POPULAR_PLAN_LABEL, column: 'boolean', rule: 'flag', input: 'checkbox' },
    },
  },
  faq: {
    table: 'faqs',
    newestFirst: false,
    labelField: 'heading',
    imageOptional: true,
    fields: {
      category: {
        label: 'Category',
        column: 'text',
        rule: 'choice',
        input: 'select',
        options: FAQ_CATEGORIES,
        required: true,
        olderValues: true,
      },
      // Shown as the FAQ's title (product §2), stored as its heading.
      heading: { ...heading, label: 'Title' },
      description,
    },
  },
} as const satisfies Readonly<Record<ContentResourceKey, ResourceModel>>;

export type ContentModel = typeof CONTENT_MODEL;

/** The own fields of a resource's model, by name. */
export type ModelFields<K extends ContentResourceKey> = ContentModel[K]['fields'];

/**
 * The content types whose entries have a page of their own (/blog/{slug}, /services/{slug}: a
 * card and its body), so SEO fields (issue 19). About, works and products show on shared pages only.
 */
export const SEO_RESOURCES = ['blog', 'singleBlog', 'service', 'singleService'] as const satisfies readonly ContentResourceKey[];

export type SeoResourceKey = (typeof SEO_RESOURCES)[number];

export const hasSeoFields = (key: ContentResourceKey): boolean => (SEO_RESOURCES as readonly string[]).includes(key);

/** A resource's own fields as [name, field] pairs, in the model's order. */
export const modelFieldsOf = (model: ResourceModel): Array<[string, ModelField]> => Object.entries(model.fields);

// ----- the entity types derived from the model (types only: nothing here reaches a bundle) -----

/** What each column kind holds in a reply. */
interface ColumnValues {
  text: string;
  nullableText: string | null;
  number: number;
  nullableNumber: number | null;
  integer: number;
  boolean: boolean;
  json: unknown[];
}

/** A field's value in replies and forms: one of its options, a feature list, or what its column holds. */
export type FieldValue<F extends ModelField> = F extends { options: readonly (infer O)[]; olderValues?: undefined }
  ? O
  : F extends { rule: 'features' }
    ? Feature[]
    : ColumnValues[F['column']];

/** The values of a model's own fields, by name. */
export type FieldValues<Fields extends Readonly<Record<string, ModelField>>> = { -readonly [N in keyof Fields]: FieldValue<Fields[N]> };

type Facts<K extends ContentResourceKey> = ContentResourceFacts[K];

type SlugPart<K extends ContentResourceKey> = Facts<K> extends { slugFrom: string } ? { slug: string } : unknown;

type ImagePart<K extends ContentResourceKey, M extends ResourceModel> = Facts<K>['images'] extends 'single'
  ? { image: M extends { imageOptional: true } ? string | null : string } & ImageAlt
  : Facts<K>['images'] extends 'many'
    ? { images: string[] } & ImageAlts
    : unknown;

type PublicationPart<K extends ContentResourceKey> = K extends PublishableResourceKey ? Publishable : unknown;

type SeoPart<K extends ContentResourceKey> = K extends SeoResourceKey ? SeoFields : unknown;

type Flat<T> = { [P in keyof T]: T[P] };

/** An entry of resource `K` as described by `M` (the content model's, or a test's extension of it), as the API returns it. */
export type EntityOf<K extends ContentResourceKey, M extends ResourceModel> = Flat<
  { _id: string } & FieldValues<M['fields']> & SlugPart<K> & ImagePart<K, M> & PublicationPart<K> & SeoPart<K> & Timestamps
>;

/** An entry of resource `K` as the API returns it (AboutUs, Blog, ... in entities.ts). */
export type ContentEntity<K extends ContentResourceKey> = EntityOf<K, ContentModel[K]>;
