// The SEO fields' validation: formats are refused, lengths only past sane maxima.

import { object, string } from 'yup';
import { seoFieldRules, seoFieldsSchema, SEO_LIMITS } from '../seo';
import { validationMessages } from '@agency/shared/contract';
import { seoFieldMessages } from '@agency/shared/contract/messages';

const invalid = seoFieldMessages.validation;
const labels = seoFieldMessages.labels;

const errorsOf = async (value: unknown): Promise<string[]> => {
  try {
    await seoFieldsSchema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

it('accepts empty fields (every one falls back to a derived value) and fills the defaults', async () => {
  expect(await errorsOf({})).toEqual([]);
  expect(seoFieldsSchema.cast({})).toEqual({
    slug: '',
    metaTitle: '',
    metaDescription: '',
    socialImage: null,
    canonicalUrl: '',
    noindex: false,
    focusKeyphrase: '',
  });
});

it('accepts a complete set of SEO fields', async () => {
  expect(
    await errorsOf({
      slug: 'local-seo-guide',
      metaTitle: 'Local SEO for small shops | Northstar Digital',
      metaDescription: 'How local shops get found on maps.',
      socialImage: 'cover-1712.png',
      canonicalUrl: 'https://northstar-digital.example/blog/local-seo-guide',
      noindex: true,
      focusKeyphrase: 'local seo',
    }),
  ).toEqual([]);
});

it.each(['Local SEO', 'local_seo', '-local', 'local--seo', 'local-', 'seo/guide', 'über-seo'])('refuses the slug %j', async (slug) => {
  expect(await errorsOf({ slug })).toEqual([invalid.slug]);
});

it('trims and lower-cases a slug before checking it', async () => {
  expect(seoFieldsSchema.cast({ slug: '  Local-SEO ' }).slug).toBe('local-seo');
  expect(await errorsOf({ slug: ' Local-SEO ' })).toEqual([]);
});

it('warns about length elsewhere, refusing only past the sane maxima', async () => {
  // A title Google would cut (about 60 characters) is still saved.
  expect(await errorsOf({ metaTitle: 'x'.repeat(120), metaDescription: 'y'.repeat(400) })).toEqual([]);
  expect(await errorsOf({ metaTitle: 'x'.repeat(SEO_LIMITS.metaTitle + 1) })).toEqual([
    validationMessages.tooLong(labels.metaTitle, SEO_LIMITS.metaTitle),
  ]);
  expect(await errorsOf({ metaDescription: 'y'.repeat(SEO_LIMITS.metaDescription + 1) })).toEqual([
    validationMessages.tooLong(labels.metaDescription, SEO_LIMITS.metaDescription),
  ]);
  expect(await errorsOf({ slug: 'a'.repeat(SEO_LIMITS.slug + 1) })).toEqual([validationMessages.tooLong(labels.slug, SEO_LIMITS.slug)]);
  expect(await errorsOf({ focusKeyphrase: 'k'.repeat(SEO_LIMITS.focusKeyphrase + 1) })).toEqual([
    validationMessages.tooLong(labels.focusKeyphrase, SEO_LIMITS.focusKeyphrase),
  ]);
});

it.each([
  '/blog/local-seo',
  'northstar-digital.example/blog',
  'ftp://northstar-digital.example/x',
  'javascript:alert(1)',
  'https://',
  'https://exa mple.com',
])('refuses the canonical URL %j (absolute http(s) only)', async (canonicalUrl) => {
  expect(await errorsOf({ canonicalUrl })).toEqual([invalid.canonicalUrl]);
});

it('accepts a social image as an upload, a stored name or an http(s) address, and nothing else', async () => {
  expect(await errorsOf({ socialImage: { type: 'image/png', name: 'card.png' } })).toEqual([]);
  expect(await errorsOf({ socialImage: 'https://cdn.example.com/card.png' })).toEqual([]);
  expect(await errorsOf({ socialImage: { type: 'application/pdf', name: 'card.pdf' } })).toEqual([invalid.socialImage]);
  expect(await errorsOf({ socialImage: '../secrets.png' })).toEqual([invalid.socialImage]);
  expect(await errorsOf({ socialImage: '.env' })).toEqual([invalid.socialImage]);
});

it('reads noindex from a form post ("true"/"false") and refuses anything else', async () => {
  expect(seoFieldsSchema.cast({ noindex: 'true' }).noindex).toBe(true);
  expect(seoFieldsSchema.cast({ noindex: 'false' }).noindex).toBe(false);
  expect(await errorsOf({ noindex: 'maybe' })).toEqual([invalid.noindex]);
});

it("spreads into a content type's schema", async () => {
  const schema = object({ heading: string().required(), ...seoFieldRules });
  await expect(schema.validate({ heading: 'Local SEO', slug: 'Bad Slug' })).rejects.toThrow(invalid.slug);
});
