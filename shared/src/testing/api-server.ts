// A mock API host for component tests (msw), answering at the runtime API base.

import { setupServer } from 'msw/node';
import { http, HttpResponse, type HttpHandler } from 'msw';

/** Absolute URL of an API path, as the slice requests it in jsdom (`http://localhost/api/...`). */
export const apiUrl = (path: string): string => `http://localhost/api/${path.replace(/^\//, '')}`;

/** The fixed public pages' heads (issue 19) come from the API: by default the call fails, and each page keeps its own title. */
const NO_PAGE_SEO = http.get(apiUrl('seo/pages/public/:page'), () => HttpResponse.json({ message: 'not mocked' }, { status: 404 }));
/** A published entry's editor asks for its page's figures (GET /insights/page): by default there are none yet. */
const NO_PAGE_INSIGHT = http.get(apiUrl('insights/page'), ({ request }) =>
  HttpResponse.json({
    path: new URL(request.url).searchParams.get('path') ?? '/',
    from: '2026-01-01',
    to: '2026-01-30',
    views: 0,
    visitors: 0,
    leads: 0,
    vitals: [],
  }),
);

/** The handlers given answer first; the defaults above answer what they leave. */
export const mockApi = (...handlers: HttpHandler[]) => {
  const server = setupServer(...handlers, NO_PAGE_SEO, NO_PAGE_INSIGHT);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
};

export { http, HttpResponse };
