// What a visitor (no staff session) gets from the site: a page's server-rendered HTML and the
// addresses the sitemap lists. A request context made inside a spec would inherit its staff session.

import { expect, request as playwrightRequest } from '@playwright/test';

/** What a visitor gets for `path`. */
export const visitorText = async (baseURL: string, path: string): Promise<string> => {
  const visitor = await playwrightRequest.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    const reply = await visitor.get(path);
    expect(reply.status()).toBe(200);
    return await reply.text();
  } finally {
    await visitor.dispose();
  }
};

/** Every address the sitemap lists, following its index into each file. */
export const sitemapPaths = async (baseURL: string): Promise<string[]> => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const files = locs(await visitorText(baseURL, '/sitemap.xml'));
  return (await Promise.all(files.map((file) => visitorText(baseURL, file)))).flatMap(locs);
};
