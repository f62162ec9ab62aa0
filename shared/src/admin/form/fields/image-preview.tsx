// A square preview of a picked or stored image at the screen's size (product §9).

import type { ReactNode } from 'react';
import { imageUrl, type ImageKind } from '@agency/shared/contract';
import { apiBaseUrl } from '@agency/shared/api';
import type { ImageValue } from '../field-types';
import { useObjectUrl } from './use-object-url';

export interface ImagePreviewProps {
  image: ImageValue;
  imageKind: ImageKind;
  size: number;
  /** A remove button shown on the preview. */
  action?: ReactNode;
}

export const imageName = (image: ImageValue): string => (typeof image === 'string' ? image : image.name);

export function ImagePreview({ image, imageKind, size, action }: ImagePreviewProps) {
  const objectUrl = useObjectUrl(typeof image === 'string' ? null : image);
  const src = typeof image === 'string' ? imageUrl(apiBaseUrl(), imageKind, image) : objectUrl;
  return (
    <figure className="admin-preview" style={{ width: size }}>
      {src ? (
        <img
          src={src}
          alt={`Preview of ${imageName(image)}`}
          width={size}
          height={size}
          className="admin-preview__image"
          style={{ width: size, height: size }}
        />
      ) : (
        <span
          className="admin-preview__image admin-preview__placeholder"
          style={{ width: size, height: size }}
          role="img"
          aria-label={`Preview of ${imageName(image)}`}
        />
      )}
      {action}
    </figure>
  );
}
