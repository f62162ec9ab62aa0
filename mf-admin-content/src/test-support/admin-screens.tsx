// Test helpers for the admin screens of this remote: render a page at its real
// route, answer the API with an in-memory list, and walk the common steps.

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { type AdminArea } from '@agency/shared/contract';
import { dialogMessages } from '@agency/shared/contract/messages';
import { apiUrl, http, HttpResponse, pagedListReply, renderWithStore } from '@agency/shared/testing';
import { File as NodeFile } from 'node:buffer';

export interface SentRequest {
  method: string;
  body: FormData | Record<string, unknown> | null;
}

type Item = { _id: string };

/** A fake API path (`blog`, `faqs`, ...) holding `items`; records every write it gets. */
export const fakeResource = (path: string, initial: Item[]) => {
  let items = [...initial];
  const sent: SentRequest[] = [];
  const readBody = async (request: Request) =>
    request.headers.get('content-type')?.includes('application/json')
      ? ((await request.json()) as Record<string, unknown>)
      : await request.formData();
  const handlers = [
    // The whole list, or one page of it as the API answers (the admin lists ask for pages).
    http.get(apiUrl(path), ({ request }) => HttpResponse.json(pagedListReply(items, request.url) as object)),
    http.get(apiUrl(`${path}/:id`), ({ params }) => {
      const item = items.find((candidate) => candidate._id === params.id);
      return item ? HttpResponse.json(item) : HttpResponse.json({ message: 'Not found' }, { status: 404 });
    }),
    http.post(apiUrl(path), async ({ request }) => {
      sent.push({ method: 'POST', body: await readBody(request) });
      const created = { _id: `new-${sent.length}` };
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put(apiUrl(`${path}/:id`), async ({ request, params }) => {
      sent.push({ method: 'PUT', body: await readBody(request) });
      const current = items.find((candidate) => candidate._id === params.id);
      return HttpResponse.json(current);
    }),
    http.delete(apiUrl(`${path}/:id`), ({ params }) => {
      sent.push({ method: 'DELETE', body: null });
      items = items.filter((candidate) => candidate._id !== params.id);
      return HttpResponse.json({ message: 'Deleted successfully' });
    }),
  ];
  const reset = () => {
    items = [...initial];
    sent.length = 0;
  };
  return { handlers, sent, reset, last: () => sent[sent.length - 1] };
};

/** Answers one call with an error status and body. */
export const failing = (
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  status = 500,
  body: Record<string, unknown> = { message: 'Something went wrong on our side. Please try again.' },
) => http[method](apiUrl(path), () => HttpResponse.json(body, { status }));

export const renderList = (Page: ComponentType, area: AdminArea) => renderWithStore(<Page />, { route: area.list, path: area.list });

export const renderAdd = (Page: ComponentType, area: AdminArea) => renderWithStore(<Page />, { route: area.add, path: area.add });

export const renderEdit = (Page: ComponentType, area: AdminArea, id: string) =>
  renderWithStore(<Page />, { route: `${area.edit}/${id}`, path: `${area.edit}/:id` });

/** The body rows of the list table, as the text of their cells. */
export const tableRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.trim() ?? ''),
    );

export const columnHeaders = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

/** Trash of the named row, then Confirm in the Delete dialog (which names the row). */
export const deleteRow = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(screen.getByRole('button', { name: `Delete ${name}` }));
  const dialog = screen.getByRole('dialog', { name: dialogMessages.deleteTitle });
  expect(dialog).toHaveAccessibleDescription(`${dialogMessages.deleteQuestion} ${dialogMessages.deleteSubject(name)}`);
  await user.click(within(dialog).getByRole('button', { name: dialogMessages.confirm }));
};

// Node's File: the FormData of the test environment (Node's) only takes Node's Blobs.
export const imageFile = (name = 'photo.png'): File =>
  new NodeFile([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' }) as unknown as File;

/** The text fields of a sent multipart body (files left out). */
export const textFields = (body: SentRequest['body']): Record<string, string> => {
  if (!(body instanceof FormData)) return {};
  return Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string') as [string, string][]);
};

export const filesOf = (body: SentRequest['body'], field: string): string[] =>
  body instanceof FormData
    ? body
        .getAll(field)
        .filter((value): value is File => typeof value !== 'string')
        .map((file) => file.name)
    : [];
