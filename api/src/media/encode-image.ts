// Re-encoding every stored image: decoding proves it is an image, `.rotate()`
// applies the EXIF orientation, and writing WebP without metadata drops EXIF/GPS.
// Width variants feed `srcset` on the public pages.

import sharp, { type OutputInfo } from 'sharp';
import type { ImageFormat } from './sniff-image';

export const MAX_STORED_WIDTH = 1600;
export const VARIANT_WIDTHS = [400, 800] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

/** Refuses decompression bombs before they allocate (about 8000 x 5000 pixels). */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP = { quality: 82, effort: 4 } as const;

/** sharp's name for each format we accept (AVIF is read by the HEIF loader). */
const SHARP_FORMAT: Record<ImageFormat, string> = { jpeg: 'jpeg', png: 'png', gif: 'gif', webp: 'webp', avif: 'heif' };

export class NotAnImageError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'NotAnImageError';
  }
}

export interface EncodedImage {
  main: Buffer;
  width: number;
  variants: Partial<Record<VariantWidth, Buffer>>;
}

const open = (input: Buffer) => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });

/** Checks that the decoder agrees with the sniffed format (a polyglot would not). */
export const assertDecodable = async (input: Buffer, format: ImageFormat): Promise<void> => {
  let detected: string | undefined;
  try {
    detected = (await open(input).metadata()).format;
  } catch (error) {
    throw new NotAnImageError(`undecodable: ${(error as Error).message}`);
  }
  if (detected !== SHARP_FORMAT[format]) throw new NotAnImageError(`format mismatch: ${format} vs ${detected}`);
};

/**
 * The stored WebP (at most MAX_STORED_WIDTH wide) and its narrower variants.
 * `input` is an uploaded image or, for the seed, an SVG we drew ourselves.
 */
export const encodeImage = async (input: Buffer): Promise<EncodedImage> => {
  let encoded: { data: Buffer; info: OutputInfo };
  try {
    encoded = await open(input)
      .rotate()
      .resize({ width: MAX_STORED_WIDTH, withoutEnlargement: true })
      .webp(WEBP)
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new NotAnImageError(`cannot re-encode: ${(error as Error).message}`);
  }
  const variants: EncodedImage['variants'] = {};
  for (const width of VARIANT_WIDTHS) {
    if (width >= encoded.info.width) continue;
    variants[width] = await sharp(encoded.data).resize({ width }).webp(WEBP).toBuffer();
  }
  return { main: encoded.data, width: encoded.info.width, variants };
};
