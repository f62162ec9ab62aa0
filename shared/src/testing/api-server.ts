// A mock API host for component tests (msw), answering at the runtime API base.

import { setupServer } from 'msw/node';
import { http, HttpResponse, type HttpHandler } from 'msw';

/** Absolute URL of an API path, as the slice requests it in jsdom (`http://localhost/api/...`). */
export const apiUrl = (path: string): string => `http://localhost/api/${path.replace(/^\//, '')}`;

/** Every public page's head reads the pages' SEO fields (issue 19): by default none are set. */
const NO_PAGE_SEO = http.get(apiUrl('seo/pages/public'), () => HttpResponse.json({}));

/** The handlers given answer first; the defaults above answer what they leave. */
export const mockApi = (...handlers: HttpHandler[]) => {
  const server = setupServer(...handlers, NO_PAGE_SEO);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
};

export { http, HttpResponse };
