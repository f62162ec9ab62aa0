// Upload fixtures: real images (one with EXIF and GPS), and files that only
// pretend to be images.

import sharp from 'sharp';
import type { FilePart } from './multipart';

export const pngImage = (width = 1000, height = 600, colour = '#1e6bff'): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** A JPEG carrying camera EXIF with an owner name and GPS position, rotated by orientation 6. */
export const jpegWithExif = (width = 900, height = 500): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#ff7a45' } })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Copyright: 'Secret Owner', Artist: 'Secret Owner', Make: 'TestCam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
      },
    })
    .toBuffer();

export const SVG_FILE = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

export const TEXT_AS_PNG = Buffer.from('This is a plain text file pretending to be a PNG image.\n');

/** Starts like a GIF but is an HTML page: sniffing alone would let it through. */
export const GIF_HTML_POLYGLOT = Buffer.from('GIF89a<html><body><script>alert(document.cookie)</script></body></html>');

export const imagePart = (data: Buffer, field = 'image', filename = 'photo.png', contentType = 'image/png'): FilePart => ({
  field,
  filename,
  contentType,
  data,
});
