// The image routes' memory of served files (served-images.ts): a kept file is answered without a
// read of the store, until it is removed (by the store, the orphan sweep or a failed save); a read
// that began before a removal keeps nothing; files over the size limit are never kept; where files
// are not kept (PostgreSQL) every request reads the store.

import { Readable } from 'node:stream';
import { KEPT_IMAGE_MAX_BYTES, ServedImages } from '../http/served-images';
import type { ListedObject, MediaBackend, StoredObject } from '../media/media-backend';
import { MediaStore } from '../media/media-store';
import { sweepOrphans } from '../media/orphan-sweep';

const IMAGE = 'aaaaaaaaaaaaaaaaaaaaaaaa.webp';

/** Files in memory; `reads` counts the store's reads; `gate`, when set, holds a read until it settles. */
class MemoryBackend implements MediaBackend {
  readonly description = 'memory';
  readonly files = new Map<string, Buffer>();
  reads = 0;
  gate: Promise<void> | undefined;
  async prepare() {}
  async check() {}
  async close() {}
  async putAll(folder: string, files: ReadonlyArray<readonly [string, Buffer]>) {
    for (const [name, data] of files) this.files.set(`${folder}/${name}`, data);
  }
  async remove(folder: string, files: readonly string[]) {
    for (const name of files) this.files.delete(`${folder}/${name}`);
  }
  async read(folder: string, file: string, ifNoneMatch?: string): Promise<StoredObject | 'not-modified' | undefined> {
    this.reads += 1;
    const data = this.files.get(`${folder}/${file}`);
    await this.gate;
    if (!data) return undefined;
    const etag = `"${data.length}"`;
    if (ifNoneMatch === etag) return 'not-modified';
    return { size: data.length, etag, lastModified: new Date(0), body: Readable.from([data]) };
  }
  async list(folder: string): Promise<ListedObject[]> {
    return [...this.files.keys()]
      .filter((key) => key.startsWith(`${folder}/`))
      .map((key) => ({ file: key.slice(folder.length + 1), lastModified: new Date(0) }));
  }
}

const setUp = (keep = true) => {
  const backend = new MemoryBackend();
  backend.files.set(`blogimg/${IMAGE}`, Buffer.from('webp bytes'));
  const media = new MediaStore(backend);
  return { backend, media, images: new ServedImages(media, { keep }) };
};

/** The body as text when it came whole from memory, `streamed` when from the store. */
const bodyOf = async (images: ServedImages) => {
  const served = await images.serve('blogimg', IMAGE);
  if (!served || served.notModified) return served;
  return Buffer.isBuffer(served.body) ? served.body.toString() : 'streamed';
};

test('a served file is answered from memory after, the same bytes and validator, 304 included', async () => {
  const { backend, images } = setUp();
  const first = await images.serve('blogimg', IMAGE);
  const second = await images.serve('blogimg', IMAGE);
  expect(backend.reads).toBe(1);
  expect(second).toMatchObject({ notModified: false, etag: '"10"', size: 10 });
  expect(first?.notModified === false && second?.notModified === false && first.body === second.body).toBe(true);
  expect(second?.stillKept?.()).toBe(true);
  expect(await images.serve('blogimg', IMAGE, '"10"')).toMatchObject({ notModified: true });
  expect(backend.reads).toBe(1);
});

test('a removed file is read from the store again (a 404), and its copy says it is no longer kept', async () => {
  const { backend, media, images } = setUp();
  const served = await images.serve('blogimg', IMAGE);
  await media.remove('blog', [IMAGE]);
  expect(served?.stillKept?.()).toBe(false);
  expect(await images.serve('blogimg', IMAGE)).toBeUndefined();
  expect(backend.reads).toBe(2);
});

test('the orphan sweep removes through the store: the copy goes with the file', async () => {
  const { media, images } = setUp();
  expect(await bodyOf(images)).toBe('webp bytes');
  expect(await sweepOrphans(media, new Map())).toEqual([`blogimg/${IMAGE}`]);
  expect(await images.serve('blogimg', IMAGE)).toBeUndefined();
});

test('a read that began before a removal keeps nothing', async () => {
  const { backend, media, images } = setUp();
  let settle = () => {};
  backend.gate = new Promise((resolve) => (settle = resolve));
  // The store still has the file when the read begins; it is removed before the read ends.
  const reading = images.serve('blogimg', IMAGE);
  await media.remove('blog', [IMAGE]);
  settle();
  backend.gate = undefined;
  expect(await reading).toMatchObject({ notModified: false, stillKept: undefined });
  expect(await images.serve('blogimg', IMAGE)).toBeUndefined();
});

test('a file over the size limit is streamed each time; where files are not kept, every request reads the store', async () => {
  const big = setUp();
  big.backend.files.set(`blogimg/${IMAGE}`, Buffer.alloc(KEPT_IMAGE_MAX_BYTES + 1));
  expect(await bodyOf(big.images)).toBe('streamed');
  expect(await bodyOf(big.images)).toBe('streamed');
  expect(big.backend.reads).toBe(2);

  const plain = setUp(false);
  expect(await bodyOf(plain.images)).toBe('streamed');
  expect(await bodyOf(plain.images)).toBe('streamed');
  expect(plain.backend.reads).toBe(2);
});
