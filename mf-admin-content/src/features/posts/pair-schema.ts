// The editor's rules: the card's and the body's rules of product §5 on the editor's
// fields (each model field's rule, derived with it in pair-fields.ts). The body's
// (a new single blog needs an image) apply only when a body is written: a post may
// have a card alone, its page then shows the summary.

import { object } from 'yup';
import { validationMessages } from '@agency/shared/contract';
import { imageAltField, imageAltsField, imageField, imagesField, publicationFields, seoFieldRules } from '@agency/shared/schemas';
import type { FormValues } from '@agency/shared/admin';
import type { PairConfig } from './pair-config';
import { wantsBody } from './pair-values';

export const pairSchema = (pair: PairConfig, hasBody: () => boolean) =>
  object({
    ...pair.rules,
    image: imageField(true),
    imageAlt: imageAltField(),
    images: imagesField(0),
    imageAlts: imageAltsField(),
    ...publicationFields,
    ...seoFieldRules,
  }).test('new-body-images', validationMessages.imagesRequired, function newBodyImages(values: FormValues) {
    const needsImage = pair.key === 'post' && !hasBody() && wantsBody(pair, values, false);
    if (!needsImage || (Array.isArray(values.images) && values.images.length > 0)) return true;
    return this.createError({ path: 'images', message: validationMessages.imagesRequired });
  });
