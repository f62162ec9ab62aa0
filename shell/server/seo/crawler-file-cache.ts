// Crawler files built once and kept until the content they list changes: each is stored
// with the content version it was built from (GET /api/sitemap's `version`, moved by the
// database on every write, so every instance sees every other's changes) and the origin
// it names, and rebuilt on the first request after either differs.

interface Kept {
  version: string;
  origin: string;
  body: string;
}

export class CrawlerFileCache {
  private readonly kept = new Map<string, Kept>();
  /** Builds under way, so concurrent requests for a stale file build it once. */
  private readonly building = new Map<string, Promise<string>>();

  async get(name: string, version: string, origin: string, build: () => Promise<string>): Promise<string> {
    const hit = this.kept.get(name);
    if (hit && hit.version === version && hit.origin === origin) return hit.body;
    const key = `${name}\n${version}\n${origin}`;
    const pending = this.building.get(key);
    if (pending) return pending;
    const promise = build()
      .then((body) => {
        this.kept.set(name, { version, origin, body });
        return body;
      })
      .finally(() => this.building.delete(key));
    this.building.set(key, promise);
    return promise;
  }
}
