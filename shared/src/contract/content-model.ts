// The content model (issue 16): each content resource's own fields with how each is stored,
// validated and edited, and what its storage needs besides, as its declaration gives them
// (content-types.ts: one file per type in content-types/). The entity types (entities.ts), the yup
// schemas (schemas/content.ts), the API host's storage map and table types and the admin forms are
// derived from it; migrations stay explicit files, and a test holds the migrated tables to it on
// both databases. Adding a field: a line in the type's declaration and a migration.
//
// The parts several types include are declared once (content-types/parts.ts) and added by the
// flags derived from them: the publication fields (isPublishable), the SEO fields (hasSeoFields),
// the picture(s) and their alt texts (CONTENT_RESOURCES[key].images), the slug (slugFrom), `_id`
// and the timestamps.
//
// Plain data, no yup (the schemas turn its rule names into yup). The contract entry leaves it out, so
// a visitor's first view does not carry it: entities.ts imports its types only, and code reads it as
// `@agency/shared/contract/content-model`.

import { CONTENT_TYPES, type ContentTypeDeclaration, type ContentTypes, type EditorPart } from './content-types';
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
  /** Its admin screens' hints and message durations, where its declaration gives them. */
  editor?: EditorPart;
}

/** A type's model as its declaration gives it (its `imageOptional` from its picture part). */
type ModelOf<D extends ContentTypeDeclaration> = {
  table: D['table'];
  newestFirst: D['newestFirst'];
  labelField: D['labelField'];
  fields: D['fields'];
} & (D extends { picture: { optional: true } } ? { imageOptional: true } : unknown);

const modelOf = (type: ContentTypeDeclaration): ResourceModel => ({
  table: type.table,
  newestFirst: type.newestFirst,
  labelField: type.labelField,
  ...(type.picture?.optional ? { imageOptional: true } : {}),
  fields: type.fields,
  ...(type.editor ? { editor: type.editor } : {}),
});

/** Each content type's model, from its declaration (content-types.ts). */
export const CONTENT_MODEL = Object.fromEntries(Object.entries(CONTENT_TYPES).map(([key, type]) => [key, modelOf(type)])) as {
  readonly [K in ContentResourceKey]: ModelOf<ContentTypes[K]>;
};

export type ContentModel = typeof CONTENT_MODEL;

/** The own fields of a resource's model, by name. */
export type ModelFields<K extends ContentResourceKey> = ContentModel[K]['fields'];

/**
 * The content types whose entries have a page of their own (/blog/{slug}, /services/{slug}: a
 * card and its body), so SEO fields (issue 19): those that include the SEO part. About, works and
 * products show on shared pages only.
 */
export const SEO_RESOURCES = Object.values<ContentTypeDeclaration>(CONTENT_TYPES)
  .filter((type) => type.seo)
  .map((type) => type.key) as unknown as readonly SeoResources[];

type SeoResources = { [K in ContentResourceKey]: ContentTypes[K] extends { seo: object } ? K : never }[ContentResourceKey];

export type SeoResourceKey = SeoResources;

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
