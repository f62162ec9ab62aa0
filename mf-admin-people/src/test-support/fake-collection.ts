// An in-memory API collection for the screen tests of this remote: msw handlers
// for list, item, create, update and delete at one path, a log of what each write
// sent, and `fail` to make one call answer with an error.

import { apiUrl, http, HttpResponse, pagedListReply } from '@agency/shared/testing';

export interface SentWrite {
  method: 'POST' | 'PUT' | 'DELETE';
  id?: string;
  body: FormData | Record<string, unknown> | null;
}

export interface CollectionOptions<T> {
  /** How GET {path} without paging wraps the list (contacts reply `{ data: [...] }`). */
  listReply?: (items: T[]) => unknown;
}

type Verb = 'get' | 'post' | 'put' | 'delete';

const readBody = async (request: Request): Promise<SentWrite['body']> => {
  if (request.method === 'DELETE') return null;
  const type = request.headers.get('content-type') ?? '';
  return type.includes('application/json') ? ((await request.json()) as Record<string, unknown>) : await request.formData();
};

export const fakeCollection = <T extends { _id: string }>(path: string, seed: readonly T[], options: CollectionOptions<T> = {}) => {
  let items = [...seed];
  const writes: SentWrite[] = [];
  const byId = (id: unknown) => items.find((item) => item._id === id);
  const missing = () => HttpResponse.json({ message: 'Not found' }, { status: 404 });
  const record = async (request: Request, id?: string) => {
    writes.push({ method: request.method as SentWrite['method'], id, body: await readBody(request) });
  };

  const handlers = [
    // The whole list, or one page of it as the API answers (the admin lists ask for pages).
    http.get(apiUrl(path), ({ request }) =>
      HttpResponse.json(pagedListReply(items, request.url, { wholeReply: options.listReply }) as object),
    ),
    http.get(apiUrl(`${path}/:id`), ({ params }) => (byId(params.id) ? HttpResponse.json(byId(params.id)) : missing())),
    http.post(apiUrl(path), async ({ request }) => {
      await record(request);
      return HttpResponse.json({ _id: `created-${writes.length}` }, { status: 201 });
    }),
    http.put(apiUrl(`${path}/:id`), async ({ request, params }) => {
      await record(request, String(params.id));
      return byId(params.id) ? HttpResponse.json(byId(params.id)) : missing();
    }),
    http.delete(apiUrl(`${path}/:id`), async ({ request, params }) => {
      await record(request, String(params.id));
      if (!byId(params.id)) return missing();
      items = items.filter((item) => item._id !== params.id);
      return HttpResponse.json({ message: 'Deleted successfully' });
    }),
  ];

  return {
    handlers,
    writes,
    lastWrite: () => writes[writes.length - 1],
    reset: () => {
      items = [...seed];
      writes.length = 0;
    },
  };
};

/** One call answering with an error status and body, e.g. `fail('delete', 'team/:id')`. */
export const fail = (verb: Verb, path: string, status = 500, body: Record<string, unknown> = {}) =>
  http[verb](apiUrl(path), () => HttpResponse.json(body, { status }));

/** The text fields of a multipart body (files left out). */
export const textFieldsOf = (body: SentWrite['body']): Record<string, string> =>
  body instanceof FormData
    ? Object.fromEntries([...body.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    : {};

/** Names of the files sent in one multipart field. */
export const fileNamesOf = (body: SentWrite['body'], field: string): string[] =>
  body instanceof FormData ? body.getAll(field).flatMap((value) => (typeof value === 'string' ? [] : [value.name])) : [];
