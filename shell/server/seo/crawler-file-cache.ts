// Crawler files built once and kept until the content they list changes: each is stored
// with the content version it was built from (GET /api/sitemap's `version`, moved by the
// database on every write, so every instance sees every other's changes) and the origin
// it names, and rebuilt on the first request after either differs. The gzip of each is
// kept too: a 50,000-URL file is compressed once, not on every crawl.

import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

export interface CrawlerFile {
  body: string;
  gzipped: Buffer;
}

interface Kept extends CrawlerFile {
  version: string;
  origin: string;
}

export class CrawlerFileCache {
  private readonly kept = new Map<string, Kept>();
  /** Builds under way, so concurrent requests for a stale file build it once. */
  private readonly building = new Map<string, Promise<CrawlerFile>>();

  async get(name: string, version: string, origin: string, build: () => Promise<string>): Promise<CrawlerFile> {
    const hit = this.kept.get(name);
    if (hit && hit.version === version && hit.origin === origin) return hit;
    const key = `${name}\n${version}\n${origin}`;
    const pending = this.building.get(key);
    if (pending) return pending;
    const promise = (async () => {
      const body = await build();
      const file = { body, gzipped: await gzipAsync(body) };
      this.kept.set(name, { ...file, version, origin });
      return file;
    })().finally(() => this.building.delete(key));
    this.building.set(key, promise);
    return promise;
  }
}
