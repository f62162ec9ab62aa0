// The editor's values and the two records: split into the card and body requests,
// joined back from the stored records, and validation errors of either half put
// on the editor's fields.

import { slugify, type Feature } from '@agency/shared/contract';
import { followsHeading } from '@agency/shared/contract/seo';
import type { PreviewReply } from '@agency/shared/contract/preview';
import { SEO_FIELD_NAMES } from '@agency/shared/schemas';
import { blankValues, valuesOf, type FormValues } from '@agency/shared/admin';
import type { PairConfig } from './pair-config';

type Entity = Record<string, unknown>;

/** Card field -> editor field, body field -> editor field. */
const cardNames = (pair: PairConfig): Record<string, string> => ({
  [pair.cardTitle]: 'title',
  description: 'cardDescription',
  image: 'image',
});
const BODY_NAMES: Record<string, string> = { heading: 'title', description: 'bodyDescription', images: 'images', features: 'features' };

// Both halves share one publication state (issue 19): a draft post's article stays hidden with its card.
const publication = (values: FormValues): FormValues => ({ state: values.state, publishAt: values.publishAt });

// The page's SEO fields go to its card; the body gets the slug, so both halves keep one address.
const seo = (values: FormValues): FormValues => Object.fromEntries(SEO_FIELD_NAMES.map((name) => [name, values[name]]));

/** A slug its heading gave shows as an empty field: the address keeps following the heading, as before. */
const slugField = (slug: unknown, title: unknown): string =>
  typeof slug === 'string' && !followsHeading(slug, slugify(String(title ?? ''))) ? slug : '';

export const toCard = (pair: PairConfig, values: FormValues): FormValues => ({
  [pair.cardTitle]: values.title,
  description: values.cardDescription,
  image: values.image,
  imageAlt: values.imageAlt,
  ...publication(values),
  ...seo(values),
});

export const toBody = (values: FormValues): FormValues => ({
  heading: values.title,
  description: values.bodyDescription,
  images: values.images,
  imageAlts: values.imageAlts,
  features: values.features,
  ...publication(values),
  slug: values.slug,
});

export const pairValues = (pair: PairConfig, card: Entity | null, body: Entity | null): FormValues => {
  const values = blankValues(pair.fields);
  if (card) {
    const stored = valuesOf(pair.cardFields, card);
    Object.assign(values, {
      title: stored[pair.cardTitle],
      cardDescription: stored.description,
      image: stored.image,
      imageAlt: stored.imageAlt,
    });
    Object.assign(values, publication(stored), seo(stored), { slug: slugField(card.slug, stored[pair.cardTitle]) });
  }
  if (body) {
    const stored = valuesOf(pair.bodyFields, body);
    Object.assign(values, {
      title: card ? values.title : stored.heading,
      bodyDescription: stored.description,
      images: stored.images,
      imageAlts: stored.imageAlts,
    });
    if ('features' in stored) values.features = stored.features;
    if (!card) Object.assign(values, publication(stored), { slug: slugField(body.slug, stored.heading) });
  }
  return values;
};

const filledFeatures = (rows: unknown) =>
  (Array.isArray(rows) ? (rows as Feature[]) : []).some(
    (row) => row.featureIcon.trim() || row.featureTitle.trim() || row.featureDesc.trim(),
  );

/** A body is written when one exists, or when staff gave it any content. */
export const wantsBody = (values: FormValues, hasBody: boolean): boolean =>
  hasBody ||
  String(values.bodyDescription ?? '').trim() !== '' ||
  (Array.isArray(values.images) && values.images.length > 0) ||
  filledFeatures(values.features);

export const cardErrorsToFields = (pair: PairConfig, errors: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(errors).map(([name, message]) => [cardNames(pair)[name] ?? name, message]));

export const bodyErrorsToFields = (errors: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(errors).map(([name, message]) => [BODY_NAMES[name] ?? name, message]));

/** Stored pictures only: a picked file not yet uploaded has no address the preview could show. */
const storedFiles = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((file): file is string => typeof file === 'string' && file !== '');

/** The page as the public remote reads it (`{ entry, body }`), from the editor's values: what Preview shows (issue 19). */
export const previewReply = (pair: PairConfig, values: FormValues, hasBody: boolean): PreviewReply => ({
  // A post not yet published shows the date it would go live with now.
  entry: { ...toCard(pair, values), image: storedFiles(values.image)[0] ?? '', createdAt: new Date().toISOString() },
  body: wantsBody(values, hasBody) ? { ...toBody(values), images: storedFiles(values.images) } : null,
});
