// Image uploads: only real images are accepted, every one is re-encoded to WebP
// without metadata (plus width variants), limits answer 413, and no file is left
// behind by a failed request, an update or a delete.

import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ALL_IMAGE_FOLDERS } from '@agency/shared/contract/media';
import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_REQUEST } from '@agency/shared/contract/constants';
import { apiMessages } from '@agency/shared/contract/messages';
import { CREATE_FIELDS, write } from './helpers/content-fixtures';
import { GIF_HTML_POLYGLOT, imagePart, jpegWithExif, pngImage, SVG_FILE, TEXT_AS_PNG } from './helpers/images';
import { isStored, storedBytes, storedFiles } from './helpers/stored-media';
import { bearer, createTestApp, startApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  staff = await t.staffToken();
});
afterAll(() => t.close());

const filesIn = (name: string) => storedFiles(t.env, name);
const bytesOf = async (name: string, file: string) => (await storedBytes(t.env, name, file)) ?? Buffer.alloc(0);

const createBlog = (data: Buffer, filename = 'photo.png', contentType = 'image/png') =>
  write(t.app, 'POST', '/blog', staff, { fields: CREATE_FIELDS.blog, files: [imagePart(data, 'image', filename, contentType)] });

describe('only real images are accepted', () => {
  test.each([
    ['an SVG with a script', SVG_FILE, 'logo.svg', 'image/svg+xml'],
    ['a text file renamed .png', TEXT_AS_PNG, 'photo.png', 'image/png'],
    ['a GIF header in front of HTML', GIF_HTML_POLYGLOT, 'anim.gif', 'image/gif'],
    ['an empty file', Buffer.alloc(0), 'empty.png', 'image/png'],
  ])('%s is refused with 400', async (_label, data, filename, contentType) => {
    const before = await filesIn('blogimg');
    const response = await createBlog(data, filename, contentType);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: apiMessages.validationFailed, errors: { image: apiMessages.notAnImage } });
    expect(await filesIn('blogimg')).toEqual(before);
  });

  test.each([
    [
      'JPEG',
      () =>
        sharp({ create: { width: 64, height: 48, channels: 3, background: '#123456' } })
          .jpeg()
          .toBuffer(),
    ],
    ['PNG', () => pngImage(64, 48)],
    [
      'WebP',
      () =>
        sharp({ create: { width: 64, height: 48, channels: 3, background: '#123456' } })
          .webp()
          .toBuffer(),
    ],
    [
      'GIF',
      () =>
        sharp({ create: { width: 64, height: 48, channels: 3, background: '#123456' } })
          .gif()
          .toBuffer(),
    ],
    [
      'AVIF',
      () =>
        sharp({ create: { width: 64, height: 48, channels: 3, background: '#123456' } })
          .avif()
          .toBuffer(),
    ],
  ])('%s is accepted and stored as WebP', async (_format, make) => {
    const response = await createBlog(await make(), 'upload.bin', 'application/octet-stream');
    expect(response.statusCode).toBe(201);
    const stored = await sharp(await bytesOf('blogimg', response.json().image)).metadata();
    expect(stored.format).toBe('webp');
  });
});

describe('re-encoding', () => {
  test('EXIF and GPS are stripped and the orientation is applied', async () => {
    const original = await jpegWithExif(900, 500);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await createBlog(original, 'camera.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(201);
    const served = await t.app.inject(`/blogimg/${response.json().image}`);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([500, 900]);
    expect(served.rawPayload.includes(Buffer.from('Secret Owner'))).toBe(false);
  });

  test('at most 1600 px wide, with 400w and 800w variants only when narrower than the original', async () => {
    const wide = (await createBlog(await pngImage(2400, 1200))).json().image as string;
    expect((await sharp(await bytesOf('blogimg', wide)).metadata()).width).toBe(1600);
    for (const width of [400, 800]) {
      const variant = await bytesOf('blogimg', wide.replace('.webp', `-${width}w.webp`));
      expect((await sharp(variant).metadata()).width).toBe(width);
    }
    const medium = (await createBlog(await pngImage(600, 300))).json().image as string;
    expect(await isStored(t.env, 'blogimg', medium.replace('.webp', '-400w.webp'))).toBe(true);
    expect(await isStored(t.env, 'blogimg', medium.replace('.webp', '-800w.webp'))).toBe(false);
    const small = (await createBlog(await pngImage(300, 200))).json().image as string;
    expect((await filesIn('blogimg')).filter((file) => file.startsWith(small.slice(0, 24)))).toEqual([small]);
  });

  test('no temporary files are left in the media folders', async () => {
    for (const name of ALL_IMAGE_FOLDERS) {
      expect((await filesIn(name)).filter((file) => file.endsWith('.tmp'))).toEqual([]);
    }
  });
});

describe('limits', () => {
  test(`a file over ${MAX_IMAGE_BYTES} bytes answers 413`, async () => {
    const huge = Buffer.concat([await pngImage(10, 10), Buffer.alloc(MAX_IMAGE_BYTES + 1024)]);
    const response = await createBlog(huge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: apiMessages.fileTooLarge });
  });

  test(`more than ${MAX_IMAGES_PER_REQUEST} files answer 413`, async () => {
    const image = await pngImage(20, 20);
    const files = Array.from({ length: MAX_IMAGES_PER_REQUEST + 1 }, (_, i) => imagePart(image, 'images', `${i}.png`));
    const response = await write(t.app, 'POST', '/single-blog', staff, { fields: CREATE_FIELDS.singleBlog, files });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: apiMessages.tooManyFiles });
  });

  test('a single-image resource refuses two images', async () => {
    const image = await pngImage(20, 20);
    const response = await write(t.app, 'POST', '/work', staff, {
      fields: CREATE_FIELDS.work,
      files: [imagePart(image), imagePart(image)],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.image).toBe(apiMessages.tooManyFiles);
  });
});

describe('no orphaned files', () => {
  test('a request that fails while storing removes the images it already stored', async () => {
    const good = await pngImage(500, 300);
    const png = await pngImage(400, 400, '#ff0000');
    const truncated = png.subarray(0, Math.floor(png.length * 0.6));
    const before = await filesIn('singleblogimg');
    const response = await write(t.app, 'POST', '/single-blog', staff, {
      fields: CREATE_FIELDS.singleBlog,
      files: [imagePart(good, 'images', 'a.png'), imagePart(truncated, 'images', 'b.png')],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.images).toBe(apiMessages.notAnImage);
    expect(await filesIn('singleblogimg')).toEqual(before);
  });

  test('removedImages removes only the entry’s own files', async () => {
    const image = await pngImage(500, 300);
    const a = (
      await write(t.app, 'POST', '/single-blog', staff, {
        fields: CREATE_FIELDS.singleBlog,
        files: [imagePart(image, 'images'), imagePart(image, 'images')],
      })
    ).json();
    const b = (
      await write(t.app, 'POST', '/single-blog', staff, { fields: { heading: 'Other' }, files: [imagePart(image, 'images')] })
    ).json();
    const response = await write(t.app, 'PUT', `/single-blog/${a._id}`, staff, {
      fields: { removedImages: JSON.stringify([a.images[0], b.images[0], '../../agency.sqlite']) },
      files: [imagePart(await pngImage(200, 200), 'images', 'new.png')],
    });
    expect(response.statusCode).toBe(200);
    const images = response.json().images as string[];
    expect(images).toHaveLength(2);
    expect(images[0]).toBe(a.images[1]);
    expect(images).not.toContain(a.images[0]);
    // Single blogs keep a history: the removed file stays while the earlier revision shows it (revisions.test.ts).
    expect(await isStored(t.env, 'singleblogimg', a.images[0])).toBe(true);
    expect(await isStored(t.env, 'singleblogimg', b.images[0])).toBe(true);
    expect(fs.existsSync(path.join(t.env.dataDir, 'agency.sqlite')) || !!t.env.databaseUrl).toBe(true);
    const bad = await write(t.app, 'PUT', `/single-blog/${a._id}`, staff, { fields: { removedImages: 'nope' } });
    expect(bad.statusCode).toBe(400);
  });

  test('FAQ: an empty image keeps the file, removeImage=true clears and deletes it', async () => {
    const faq = (
      await write(t.app, 'POST', '/faqs', staff, { fields: CREATE_FIELDS.faq, files: [imagePart(await pngImage(300, 300))] })
    ).json();
    expect(faq.image).toMatch(/\.webp$/);
    const kept = await write(t.app, 'PUT', `/faqs/${faq._id}`, staff, { fields: { ...CREATE_FIELDS.faq, image: '' } });
    expect(kept.json().image).toBe(faq.image);
    const cleared = await write(t.app, 'PUT', `/faqs/${faq._id}`, staff, { fields: { ...CREATE_FIELDS.faq, removeImage: 'true' } });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().image).toBeNull();
    expect(await isStored(t.env, 'faqimg', faq.image)).toBe(false);
    const noImage = await write(t.app, 'POST', '/faqs', staff, { fields: CREATE_FIELDS.faq });
    expect(noImage.json().image).toBeNull();
  });
});

describe('serving images', () => {
  test('stored files are served with a year-long immutable cache, and nothing else is', async () => {
    const name = (await createBlog(await pngImage(900, 500))).json().image as string;
    const response = await t.app.inject(`/blogimg/${name}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(
      (await t.app.inject({ url: `/blogimg/${name}`, headers: { 'if-none-match': response.headers.etag as string } })).statusCode,
    ).toBe(304);
    expect((await t.app.inject(`/blogimg/${name.replace('.webp', '-400w.webp')}`)).statusCode).toBe(200);
  });

  test('a width the original was too narrow for is answered with the original, never a 404 for a srcset entry', async () => {
    const small = (await createBlog(await pngImage(300, 200))).json().image as string;
    const original = await t.app.inject(`/blogimg/${small}`);
    for (const width of [400, 800]) {
      const variant = await t.app.inject(`/blogimg/${small.replace('.webp', `-${width}w.webp`)}`);
      expect(variant.statusCode).toBe(200);
      expect(variant.rawPayload.equals(original.rawPayload)).toBe(true);
    }
    expect((await t.app.inject('/blogimg/000000000000000000000000-400w.webp')).statusCode).toBe(404);
  });

  test('paths that are not a stored image answer 404', async () => {
    const name = (await createBlog(await pngImage(900, 500))).json().image as string;
    for (const url of [
      `/workimages/${name}`,
      '/blogimg/..%2F..%2Fagency.sqlite',
      '/blogimg/..%2Fjwt-secret',
      '/blogimg/%2e%2e%2f%2e%2e%2fjwt-secret',
      '/media/blogimg/' + name,
      '/blogimg/000000000000000000000000.webp',
      '/blogimg/.tmp',
    ]) {
      const refused = await t.app.inject(url);
      expect(refused.statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'DELETE', url: `/blogimg/${name}`, headers: bearer(staff) })).statusCode).toBe(404);
  });

  test('with MEDIA_PUBLIC_URL, stored names are redirected to the bucket or CDN, and nothing else is', async () => {
    const name = (await createBlog(await pngImage(300, 200))).json().image as string;
    const cdn = await startApp(t.env, { seed: false, media: { ...t.env.media, publicUrl: 'https://images.example.test/site' } });
    try {
      const response = await cdn.inject(`/blogimg/${name}`);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`https://images.example.test/site/blogimg/${name}`);
      for (const url of [`/workimages/..%2F${name}`, '/blogimg/..%2Fjwt-secret', '/blogimg/.tmp']) {
        expect((await cdn.inject(url)).statusCode).toBe(404);
      }
    } finally {
      await cdn.close();
    }
  });
});
