// What the page will show search engines and social networks, worked out from the form's
// values as staff type: the SEO fields where given, today's derived values where not.

import { useDeferredValue, useMemo } from 'react';
import { useFormikContext } from 'formik';
import { derivedSnippet, imageUrl, slugify, type ImageKind } from '@agency/shared/contract';
import type { ContentAnalysisInput, ImageRef } from '@agency/shared/contract/seo';
import { apiBaseUrl } from '@agency/shared/api';
import type { FormValues, ImageValue } from '../form/field-types';
import { imageName } from '../form/fields/image-preview';
import { useObjectUrl } from '../form/fields/use-object-url';

/** An entry's form: its page derives its title, description and address from its heading and text. */
export interface EntrySeoSource {
  /** Form field of the entry's heading: the derived title and slug come from it. */
  headingField: string;
  /** Form field of the entry's rich text. */
  bodyField: string;
  /** The public path of the entry for a slug (blogPath, servicePath; a fixed path for single pages). */
  pathOf: (slug: string) => string;
  fixedPage?: undefined;
}

/** A fixed public page's form (/, /about..., issue 19): no heading nor text, a head it derives today. */
export interface FixedPageSeoSource {
  fixedPage: { path: string; title: string; description: string };
  headingField?: undefined;
  bodyField?: undefined;
  pathOf?: undefined;
}

export type SeoSnapshotOptions = (EntrySeoSource | FixedPageSeoSource) & {
  imageKind: ImageKind;
  /** Form field of the entry's picture or pictures: the social card falls back to the first. */
  imageField?: string;
  /** Form field of the alt text of `imageField`'s picture: the analysis counts that picture with its words (issue 19). */
  imageAltField?: string;
  /** The public site's origin. */
  siteOrigin: string;
  /** The entry's own pictures with their alt text, for the analysis. */
  pageImages?: readonly ImageRef[];
};

interface DerivedHead {
  heading: string;
  html: string;
  title: string;
  description: string;
  path: string;
  pathOf: (slug: string) => string;
}

/** What the page shows when its SEO fields are empty. */
const derivedHead = (values: FormValues, source: EntrySeoSource | FixedPageSeoSource): DerivedHead => {
  if (source.fixedPage) {
    const { path, title, description } = source.fixedPage;
    return { heading: title, html: '', title, description, path, pathOf: () => path };
  }
  const heading = text(values[source.headingField]).trim();
  const html = text(values[source.bodyField]);
  return { heading, html, ...derivedSnippet({ heading, html }), path: source.pathOf(slugify(heading)), pathOf: source.pathOf };
};

export interface SeoSnapshot {
  url: string;
  path: string;
  /** The title and description search engines get. */
  title: string;
  description: string;
  /** What the fields fall back to when left empty. */
  derivedTitle: string;
  derivedPath: string;
  /** The social card's title (the page's own title, without the site name) and picture. */
  socialTitle: string;
  socialImageUrl: string;
  analysisInput: ContentAnalysisInput;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const firstImage = (value: unknown): ImageValue | null => {
  const image = Array.isArray(value) ? value[0] : value;
  if (typeof image === 'string') return image || null;
  return typeof image === 'object' && image !== null ? (image as File) : null;
};

/** A picture's URL: a picked file's object URL, an address as given, or a stored file on the API host. */
const useImageSource = (image: ImageValue | null, kind: ImageKind): string => {
  const objectUrl = useObjectUrl(typeof image === 'string' ? null : image);
  if (typeof image !== 'string') return objectUrl;
  return /^https?:\/\//i.test(image) ? image : imageUrl(apiBaseUrl(), kind, image);
};

export const useSeoSnapshot = (options: SeoSnapshotOptions): SeoSnapshot => {
  const { values } = useFormikContext<FormValues>();
  // Typing stays quick on long texts: the previews and analysis follow a moment later.
  const current = useDeferredValue(values);
  const image = firstImage(current.socialImage) ?? (options.imageField ? firstImage(current[options.imageField]) : null);
  const socialImageUrl = useImageSource(image, options.imageKind);
  const { siteOrigin, pageImages, headingField, bodyField, pathOf, fixedPage, imageField, imageAltField } = options;

  return useMemo(() => {
    const source = fixedPage ? { fixedPage } : { headingField: headingField!, bodyField: bodyField!, pathOf: pathOf! };
    const { heading, html, path: derivedPath, ...derived } = derivedHead(current, source);
    const slug = text(current.slug).trim().toLowerCase();
    const path = slug ? derived.pathOf(slug) : derivedPath;
    const title = text(current.metaTitle).trim() || derived.title;
    const description = text(current.metaDescription).trim() || derived.description;
    const origin = siteOrigin.replace(/\/$/, '');
    // The entry's own picture counts with the words staff gave it beside the picker.
    const ownImage = imageField ? firstImage(current[imageField]) : null;
    const images: ImageRef[] = [
      ...(pageImages ?? []),
      ...(ownImage && imageAltField ? [{ src: imageName(ownImage), alt: text(current[imageAltField]) }] : []),
    ];
    return {
      url: `${origin}${path}`,
      path,
      title,
      description,
      derivedTitle: derived.title,
      derivedPath,
      socialTitle: text(current.metaTitle).trim() || heading,
      socialImageUrl,
      analysisInput: {
        keyphrase: text(current.focusKeyphrase),
        title,
        description,
        slug: path.split('/').filter(Boolean).pop() ?? '',
        html,
        images,
        siteOrigin: origin,
      },
    };
  }, [current, headingField, bodyField, pathOf, fixedPage, siteOrigin, pageImages, imageField, imageAltField, socialImageUrl]);
};
