// The post's HTML body and its pictures, the first full width and the rest at half (product §9).

import { useMemo } from 'react';
import { BLOG_LATER_IMAGE_WIDTH, type ImageKind } from '@agency/shared/contract';
import { ApiImage } from '../../components/api-image/api-image';
import { RichText } from '../../components/rich-text/rich-text';
import { bodyImageWidth, sizeBodyImages } from './size-body-images';

export interface BlogBodyProps {
  html: string;
  gallery: { kind: ImageKind; files: string[]; alts?: string[] };
  heading: string;
}

export function BlogBody({ html, gallery, heading }: BlogBodyProps) {
  const body = useMemo(() => sizeBodyImages(html), [html]);
  return (
    <div className="blog-body">
      <RichText html={body.html} />
      {gallery.files.length > 0 ? (
        <div className="blog-body__gallery">
          {gallery.files.map((file, index) => {
            const width = bodyImageWidth(body.imageCount + index);
            return (
              <ApiImage
                key={file}
                className={`blog-body__image${width === BLOG_LATER_IMAGE_WIDTH ? ' blog-body__image--half' : ''}`}
                kind={gallery.kind}
                file={file}
                alt={gallery.alts?.[index] || `${heading}, picture ${index + 1}`}
                width={1200}
                height={700}
                style={{ width }}
                sizes={width === '100%' ? '(min-width: 1200px) 760px, 92vw' : '(min-width: 1200px) 380px, 46vw'}
                priority={body.imageCount === 0 && index === 0}
              />
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
