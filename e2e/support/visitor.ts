// What a visitor gets from the server: a request context without the spec's staff session
// (a new context would inherit it).

import { expect, request as playwrightRequest } from '@playwright/test';

/** The body a visitor gets for `path`, which must answer 200. */
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
