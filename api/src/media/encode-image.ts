// Re-encoding every stored image: decoding proves it is an image, `.rotate()`
// applies the EXIF orientation, and writing WebP without metadata drops EXIF/GPS.
// Width variants feed `srcset` on the public pages.

import sharp, { type OutputInfo } from 'sharp';
import type { ImageFormat } from './sniff-image';

export const MAX_STORED_WIDTH = 1600;
/** Keeps a very tall upload (a full-page screenshot) from decoding into a huge bitmap. */
export const MAX_STORED_HEIGHT = 4000;
export const VARIANT_WIDTHS = [400, 800] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

/** Refuses decompression bombs before they allocate (about 8000 x 5000 pixels). */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP = { quality: 82, effort: 4 } as const;
/** The width variants fill phone and tablet slots at 1.5-3 device pixels per CSS pixel, where 78 looks like 82
 *  (0.6-0.7 dB PSNR less on the seed's banners) for 15-20 % fewer bytes: they are what a phone downloads before
 *  its largest paint. Effort 4 whatever the main file's: another 5-10 % for some 30 ms per image. */
export const VARIANT_WEBP = { quality: 78, effort: 4 } as const;

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

export interface EncodeOptions {
  /** WebP effort 0-6 of the main file: uploads get the smaller files of 4; the seed's flat drawings are fine at 2. */
  effort?: number;
}

/**
 * The stored WebP (at most MAX_STORED_WIDTH wide) and its narrower variants.
 * `input` is an uploaded image or, for the seed, an SVG we drew ourselves. It is
 * decoded once to pixels; the main file and the variants are encoded from those.
 */
export const encodeImage = async (input: Buffer, options: EncodeOptions = {}): Promise<EncodedImage> => {
  const webp = { ...WEBP, effort: options.effort ?? WEBP.effort };
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await open(input)
      .rotate()
      .resize({ width: MAX_STORED_WIDTH, height: MAX_STORED_HEIGHT, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new NotAnImageError(`cannot decode: ${(error as Error).message}`);
  }
  const { width, height, channels } = pixels.info;
  const fromPixels = () => sharp(pixels.data, { raw: { width, height, channels } });
  const widths = VARIANT_WIDTHS.filter((variant) => variant < width);
  const [main, ...narrower] = await Promise.all([
    fromPixels().webp(webp).toBuffer(),
    ...widths.map((variant) => fromPixels().resize({ width: variant }).webp(VARIANT_WEBP).toBuffer()),
  ]);
  const variants: EncodedImage['variants'] = {};
  widths.forEach((variant, i) => {
    variants[variant] = narrower[i];
  });
  return { main, width, variants };
};
