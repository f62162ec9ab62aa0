// The head of a page about one entry (a blog post, a service): its metadata from the
// heading and body, the social picture with its alt text, and its JSON-LD, the entry
// itself and where it sits in the site (breadcrumbs).

import { imageUrl, type ImageKind } from '@agency/shared/contract';
import { publicApiBase } from '@agency/shared/api';
import { metaDescription } from '../../utils/meta-description';
import type { PageSeo } from '../../utils/page-seo';
import { PageMeta } from '../page-meta/page-meta';
import { StructuredData, type JsonLd } from '../structured-data/structured-data';
import { breadcrumbs, type Crumb, type PictureFacts } from '../structured-data/schema-org';

export interface DetailPageHeadProps {
  heading: string;
  /** The body's HTML: the meta description comes from its text. */
  html: string;
  /** The picture social previews and the JSON-LD show, with its stored alt text. */
  picture?: { kind: ImageKind; file: string; alt: string };
  /** The picture's words where it has no alt text of its own. */
  pictureCaption: string;
  seo: PageSeo;
  /** The list the entry belongs to ('Blog', '/blog') and the entry's own path. */
  section: Crumb;
  path: string;
  /** The entry as schema.org describes it, given its picture. */
  describe: (image: PictureFacts | undefined) => JsonLd;
}

export function DetailPageHead({ heading, html, picture, pictureCaption, seo, section, path, describe }: DetailPageHeadProps) {
  const url = picture ? imageUrl(publicApiBase(), picture.kind, picture.file) : undefined;
  return (
    <>
      <PageMeta
        title={heading}
        description={metaDescription(html) || heading}
        keywords={heading}
        socialTitle
        image={url}
        imageAlt={picture?.alt}
        seo={seo}
      />
      <StructuredData
        data={[
          describe(url ? { url, caption: picture?.alt || pictureCaption } : undefined),
          breadcrumbs([{ name: 'Home', path: '/' }, section, { name: heading, path }]),
        ]}
      />
    </>
  );
}
