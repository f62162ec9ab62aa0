// The editor's values and the two records: split into the card and body requests,
// joined back from the stored records, and validation errors of either half put
// on the editor's fields.

import { slugify, type Feature } from '@agency/shared/contract';
import { followsHeading } from '@agency/shared/contract/seo';
import type { PreviewReply } from '@agency/shared/contract/preview';
import { SEO_FIELD_NAMES } from '@agency/shared/schemas';
import { blankValues, valuesOf, type FieldDef, type FormValues } from '@agency/shared/admin';
import type { PairConfig, PairPart } from './pair-config';

type Entity = Record<string, unknown>;

/** A half's model fields as the editor holds them: model name -> the editor field's value. */
const ownValues = (names: Readonly<Record<string, string>>, values: FormValues): FormValues =>
  Object.fromEntries(Object.entries(names).map(([name, editorName]) => [name, values[editorName]]));

// Both halves share one publication state (issue 19): a draft post's article stays hidden with its card.
const publication = (values: FormValues): FormValues => ({ state: values.state, publishAt: values.publishAt });

// The page's SEO fields go to its card; the body gets the slug, so both halves keep one address.
const seo = (values: FormValues): FormValues => Object.fromEntries(SEO_FIELD_NAMES.map((name) => [name, values[name]]));

/** A slug its heading gave shows as an empty field: the address keeps following the heading, as before. */
const slugField = (slug: unknown, title: unknown): string =>
  typeof slug === 'string' && !followsHeading(slug, slugify(String(title ?? ''))) ? slug : '';

export const toCard = (pair: PairConfig, values: FormValues): FormValues => ({
  ...ownValues(pair.names.card, values),
  image: values.image,
  imageAlt: values.imageAlt,
  ...publication(values),
  ...seo(values),
});

export const toBody = (pair: PairConfig, values: FormValues): FormValues => ({
  ...ownValues(pair.names.body, values),
  images: values.images,
  imageAlts: values.imageAlts,
  ...publication(values),
  slug: values.slug,
});

/** A stored half's model fields under their editor names (the body's title only when there is no card). */
const editorValues = (names: Readonly<Record<string, string>>, stored: FormValues, withTitle: boolean): FormValues =>
  Object.fromEntries(
    Object.entries(names)
      .filter(([, editorName]) => withTitle || editorName !== 'title')
      .map(([name, editorName]) => [editorName, stored[name]]),
  );

export const pairValues = (pair: PairConfig, card: Entity | null, body: Entity | null): FormValues => {
  const values = blankValues(pair.fields);
  if (card) {
    const stored = valuesOf(pair.cardFields, card);
    Object.assign(values, editorValues(pair.names.card, stored, true), { image: stored.image, imageAlt: stored.imageAlt });
    Object.assign(values, publication(stored), seo(stored), { slug: slugField(card.slug, stored[pair.cardTitle]) });
  }
  if (body) {
    const stored = valuesOf(pair.bodyFields, body);
    Object.assign(values, editorValues(pair.names.body, stored, !card), { images: stored.images, imageAlts: stored.imageAlts });
    if (!card) Object.assign(values, publication(stored), { slug: slugField(body.slug, stored.heading) });
  }
  return values;
};

const filledFeatures = (rows: unknown) =>
  (Array.isArray(rows) ? (rows as Feature[]) : []).some(
    (row) => row.featureIcon.trim() || row.featureTitle.trim() || row.featureDesc.trim(),
  );

/** Whether staff gave a body field any content: text, a picture, a filled feature row, a tick. */
const hasContent = (field: FieldDef, value: unknown): boolean => {
  switch (field.kind) {
    case 'features':
      return filledFeatures(value);
    case 'images':
      return Array.isArray(value) && value.length > 0;
    case 'checkbox':
      return value === true;
    default:
      return String(value ?? '').trim() !== '';
  }
};

/** A body is written when one exists, or when staff gave it any content. */
export const wantsBody = (pair: PairConfig, values: FormValues, hasBody: boolean): boolean =>
  hasBody || pair.fields.some((field) => pair.sections.body.fields.includes(field.name) && hasContent(field, values[field.name]));

/** A half's validation errors (by model name) on the editor's fields. */
export const errorsToFields = (pair: PairConfig, part: PairPart, errors: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(errors).map(([name, message]) => [pair.names[part][name] ?? name, message]));

/** Stored pictures only: a picked file not yet uploaded has no address the preview could show. */
const storedFiles = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((file): file is string => typeof file === 'string' && file !== '');

/** The page as the public remote reads it (`{ entry, body }`), from the editor's values: what Preview shows (issue 19). */
export const previewReply = (pair: PairConfig, values: FormValues, hasBody: boolean): PreviewReply => ({
  // A post not yet published shows the date it would go live with now.
  entry: { ...toCard(pair, values), image: storedFiles(values.image)[0] ?? '', createdAt: new Date().toISOString() },
  body: wantsBody(pair, values, hasBody) ? { ...toBody(pair, values), images: storedFiles(values.images) } : null,
});
