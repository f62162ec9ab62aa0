// A mock API host for component tests (msw), answering at the runtime API base.

import { setupServer } from 'msw/node';
import { http, HttpResponse, type HttpHandler } from 'msw';

/** Absolute URL of an API path, as the slice requests it in jsdom (`http://localhost/api/...`). */
export const apiUrl = (path: string): string => `http://localhost/api/${path.replace(/^\//, '')}`;

export const mockApi = (...handlers: HttpHandler[]) => {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
};

export { http, HttpResponse };
