// Uploads under attack: polyglots and disguised files, hostile file names, the
// per-request size limit, and no file left behind by a refused request.

import fs from 'node:fs';
import sharp from 'sharp';
import { ALL_IMAGE_FOLDERS } from '@agency/shared/contract/media';
import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_REQUEST } from '@agency/shared/contract/constants';
import { apiMessages } from '@agency/shared/contract/messages';
import { CREATE_FIELDS, write } from './helpers/content-fixtures';
import { imagePart, pngImage } from './helpers/images';
import { storedBytes, storedFiles } from './helpers/stored-media';
import { createTestApp, testMediaIsS3, type TestApp } from './helpers/test-app';
import { LOCK_FILE, LOCK_OWNER_FILE } from '../data-dir/data-dir-lock';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  staff = await t.staffToken();
});
afterAll(() => t.close());

const allMediaFiles = async () =>
  (await Promise.all(ALL_IMAGE_FOLDERS.map(async (name) => (await storedFiles(t.env, name)).map((file) => `${name}/${file}`))))
    .flat()
    .sort();

const PAYLOAD = '<script>alert(document.cookie)</script>';

test('a real PNG carrying HTML after its end is stored re-encoded, without the payload', async () => {
  const polyglot = Buffer.concat([await pngImage(80, 60), Buffer.from(`<html><body>${PAYLOAD}</body></html>`)]);
  const response = await write(t.app, 'POST', '/blog', staff, {
    fields: CREATE_FIELDS.blog,
    files: [imagePart(polyglot, 'image', 'page.html', 'text/html')],
  });
  expect(response.statusCode).toBe(201);
  const served = await t.app.inject(`/blogimg/${response.json().image}`);
  expect(served.headers['content-type']).toBe('image/webp');
  expect(served.headers['x-content-type-options']).toBe('nosniff');
  expect(served.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
  expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
});

test('a JPEG whose comment segment holds a script is stored without it', async () => {
  const jpeg = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#00ff00' } })
    .jpeg()
    .toBuffer();
  const comment = Buffer.from(PAYLOAD);
  const segment = Buffer.concat([Buffer.from([0xff, 0xfe, (comment.length + 2) >> 8, (comment.length + 2) & 0xff]), comment]);
  const withComment = Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
  const response = await write(t.app, 'POST', '/blog', staff, {
    fields: CREATE_FIELDS.blog,
    files: [imagePart(withComment, 'image', 'x.jpg', 'image/jpeg')],
  });
  expect(response.statusCode).toBe(201);
  const stored = await storedBytes(t.env, 'blogimg', response.json().image);
  expect(stored?.length).toBeGreaterThan(0);
  expect(stored!.includes(Buffer.from('<script>'))).toBe(false);
});

test.each([
  ['SVG with an XML prolog', Buffer.from(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg">${PAYLOAD}</svg>`)],
  ['HTML named .jpg', Buffer.from(`<!doctype html>${PAYLOAD}`)],
  [
    'a PNG signature in front of garbage',
    Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(PAYLOAD)]),
  ],
  ['a RIFF/WEBP header in front of HTML', Buffer.from(`RIFF\u0000\u0000\u0000\u0000WEBP${PAYLOAD}`)],
  ['a JPEG start in front of a PHP script', Buffer.from(`\u00ff\u00d8\u00ff<?php system($_GET['c']); ?>`, 'latin1')],
])('%s is refused and leaves no file', async (_label, data) => {
  const before = await allMediaFiles();
  const response = await write(t.app, 'POST', '/blog', staff, {
    fields: CREATE_FIELDS.blog,
    files: [imagePart(data, 'image', 'photo.jpg', 'image/jpeg')],
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().errors.image).toBe(apiMessages.notAnImage);
  expect(await allMediaFiles()).toEqual(before);
});

test('stored names are random: the uploaded file name plays no part, even a traversal', async () => {
  const image = await pngImage(30, 30);
  const names: string[] = [];
  for (const filename of ['../../../jwt-secret', '..%2F..%2Fagency.sqlite', 'C:\\Windows\\evil.png', 'same.png', 'same.png']) {
    const response = await write(t.app, 'POST', '/work', staff, {
      fields: CREATE_FIELDS.work,
      files: [imagePart(image, 'image', filename)],
    });
    expect(response.statusCode).toBe(201);
    names.push(response.json().image);
  }
  for (const name of names) expect(name).toMatch(/^[0-9a-f]{24}\.webp$/);
  expect(new Set(names).size).toBe(names.length);
  // Nothing but the folder's lock, the database and the media folder (none when images go to a bucket).
  const expected = [LOCK_FILE, `${LOCK_FILE}-journal`, LOCK_OWNER_FILE, 'agency.sqlite', 'agency.sqlite-shm', 'agency.sqlite-wal', 'media']
    .filter((file) => !t.env.databaseUrl || !file.startsWith('agency'))
    .filter((file) => !testMediaIsS3() || file !== 'media');
  expect(fs.readdirSync(t.env.dataDir).sort()).toEqual(expected);
});

test('a request whose fields fail validation stores none of its valid images', async () => {
  const before = await allMediaFiles();
  const image = await pngImage(200, 100);
  const response = await write(t.app, 'POST', '/single-blog', staff, {
    fields: { description: 'no heading' },
    files: [imagePart(image, 'images'), imagePart(image, 'images')],
  });
  expect(response.statusCode).toBe(400);
  expect(await allMediaFiles()).toEqual(before);
});

test(`a multipart request over ${MAX_IMAGES_PER_REQUEST} × ${MAX_IMAGE_BYTES} bytes plus its text answers 413`, async () => {
  const before = await allMediaFiles();
  const nearlyFull = Buffer.concat([await pngImage(10, 10), Buffer.alloc(MAX_IMAGE_BYTES - 1024)]);
  const files = Array.from({ length: MAX_IMAGES_PER_REQUEST }, (_, i) => imagePart(nearlyFull, 'images', `${i}.png`));
  const text = 'x'.repeat(1000 * 1024);
  const response = await write(t.app, 'POST', '/single-blog', staff, {
    fields: { heading: 'Big', description: text, a: text, b: text },
    files,
  });
  expect(response.statusCode).toBe(413);
  expect(response.json()).toEqual({ message: apiMessages.bodyTooLarge });
  expect(await allMediaFiles()).toEqual(before);
});
