// Which image format a file really is, judged by its first bytes, never by its
// name or the type the browser claimed. Only the formats of ALLOWED_IMAGE_TYPES pass.

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

export const MIME_OF_FORMAT: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};

const startsWith = (bytes: Buffer, signature: number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (bytes: Buffer, start: number, end: number): string => bytes.subarray(start, end).toString('latin1');

/** AVIF is an ISO-BMFF file whose `ftyp` box names `avif` or `avis` as a brand. */
const isAvif = (bytes: Buffer): boolean => {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length);
  for (let offset = 8; offset + 4 <= boxSize; offset += 4) {
    if (offset === 12) continue; // minor version, not a brand
    const brand = ascii(bytes, offset, offset + 4);
    if (brand === 'avif' || brand === 'avis') return true;
  }
  return false;
};

export const sniffImageFormat = (bytes: Buffer): ImageFormat | undefined => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (isAvif(bytes)) return 'avif';
  return undefined;
};
