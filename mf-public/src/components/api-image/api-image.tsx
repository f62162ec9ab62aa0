// Images stored by the API host. Each upload is `<name>.webp` with `-400w` and
// `-800w` variants beside it (when the original is wider), so the browser picks
// the smallest file that fills the slot. Width and height are always given, so
// nothing shifts while the image loads.

import { useState, type CSSProperties } from 'react';
import { preload } from 'react-dom';
import { imageUrl, type ImageKind } from '@agency/shared/contract';
import { publicApiBase } from '@agency/shared/api';

/** Widths the API host stores beside each image, and the widest it keeps. */
const VARIANT_WIDTHS = [400, 800] as const;
const STORED_MAX_WIDTH = 1600;
const STORED_FILE = /^[0-9a-f]{24}\.webp$/;

export interface ApiImageProps {
  kind: ImageKind;
  file: string;
  alt: string;
  width: number;
  height: number;
  /** How wide the image is shown, for choosing a variant (the `sizes` attribute). */
  sizes?: string;
  /** The page's main image: loaded at once and first. Everything else loads lazily. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}

/** `srcset` of a stored image, or undefined for names the API host does not vary. */
export const imageSrcSet = (kind: ImageKind, file: string, base: string = publicApiBase()): string | undefined => {
  if (!STORED_FILE.test(file)) return undefined;
  const variants = VARIANT_WIDTHS.map((width) => `${imageUrl(base, kind, file.replace(/\.webp$/, `-${width}w.webp`))} ${width}w`);
  return [...variants, `${imageUrl(base, kind, file)} ${STORED_MAX_WIDTH}w`].join(', ');
};

export function ApiImage({ kind, file, alt, width, height, sizes = '100vw', priority = false, className, style }: ApiImageProps) {
  // The API host answers a width it never made with the original; should a variant still
  // fail (an older host, a broken file), the original alone is used.
  const [variantsFailed, setVariantsFailed] = useState(false);
  const srcSet = variantsFailed ? undefined : imageSrcSet(kind, file);
  const src = imageUrl(publicApiBase(), kind, file);
  // The page's main picture is asked for from <head> (the server writes the preload there), not
  // once the parser reaches it below the banner and the styles: it is often the largest paint.
  if (priority && file) preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: srcSet ? sizes : undefined, fetchPriority: 'high' });
  if (!file) {
    // An entry saved without a picture keeps its slot, so cards stay aligned.
    return (
      <span
        className={`api-image-empty ${className ?? ''}`.trim()}
        role="img"
        aria-label={alt}
        style={{ ...style, aspectRatio: `${width} / ${height}` }}
      />
    );
  }
  return (
    <img
      className={className}
      style={style}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={srcSet ? () => setVariantsFailed(true) : undefined}
    />
  );
}
