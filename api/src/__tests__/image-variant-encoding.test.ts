// The width variants are what a phone downloads before its largest paint: they are encoded
// smaller than the main file's settings would make them, and stay crisp (PSNR against the
// resized pixels, on a drawing with text like the site's banners).

import sharp from 'sharp';
import { encodeImage } from '../media/encode-image';

/** A banner like the seed's: gradient, shapes and white text, 1600 px wide. */
const banner = () =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1066">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0d1b2a"/><stop offset="1" stop-color="#2546f0"/></linearGradient></defs>
      <rect width="1600" height="1066" fill="url(#g)"/>
      <circle cx="1200" cy="300" r="260" fill="#ffffff" fill-opacity="0.12"/>
      <circle cx="1370" cy="230" r="140" fill="#f6c244"/>
      ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${980 + i * 90}" y="${640 - i * 40}" width="60" height="${250 + i * 40}" fill="#dbe4ff" fill-opacity="0.8"/>`).join('')}
      <text x="110" y="420" font-family="sans-serif" font-weight="700" font-size="96" fill="#fff">10 Technical SEO</text>
      <text x="110" y="540" font-family="sans-serif" font-weight="700" font-size="96" fill="#fff">Fixes That Move</text>
      <text x="110" y="330" font-family="sans-serif" font-weight="700" font-size="40" fill="#fff">TECHNICAL SEO</text>
    </svg>`,
  );

/** Peak signal-to-noise ratio of `encoded` against raw RGB `reference`, in dB. */
const psnr = async (reference: Buffer, encoded: Buffer): Promise<number> => {
  const decoded = await sharp(encoded).removeAlpha().raw().toBuffer();
  let sum = 0;
  for (let i = 0; i < reference.length; i++) sum += (reference[i] - decoded[i]) ** 2;
  return 10 * Math.log10((255 * 255) / (sum / reference.length));
};

test('the 400w and 800w variants are at least 10 % smaller than the main settings make them, and within 1 dB of their quality', async () => {
  const input = banner();
  const encoded = await encodeImage(input, { effort: 2 });
  const pixels = await sharp(input).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  for (const width of [400, 800] as const) {
    const variant = encoded.variants[width];
    if (!variant) throw new Error(`no ${width}w variant`);
    const resized = () => sharp(pixels.data, { raw: pixels.info }).resize({ width });
    const reference = await resized().raw().toBuffer();
    const withMainSettings = await resized().webp({ quality: 82, effort: 2 }).toBuffer();
    expect(variant.length).toBeLessThan(withMainSettings.length * 0.9);
    expect(await psnr(reference, variant)).toBeGreaterThan((await psnr(reference, withMainSettings)) - 1);
  }
});
