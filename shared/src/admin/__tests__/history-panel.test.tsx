// The History panel of a content editor (issue 19): closed, it asks nothing; open, it lists
// the saved versions (who, when, the current one marked); two ticked are compared side by
// side with the changed fields marked, their changed words too, and rich text as readable words; Restore asks first,
// sends the form's version as If-Match, and the form shows the restored fields and saves
// against the restored version; a stale restore shows the API's 409 message.

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminArea, apiMessages, entityVersionTag, type RevisionSummary, type Work } from '@agency/shared/contract';
import { dialogMessages, historyMessages as m, resourceMessages } from '@agency/shared/contract/messages';
import { workSchema } from '@agency/shared/schemas';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import { contentResourceApi, ResourceEditPage, type AdminResource } from '@agency/shared/admin';

const workResource: AdminResource<Work> = {
  area: adminArea('work'),
  noun: 'Work',
  messages: resourceMessages.work,
  columns: [],
  rowName: (work) => work.title,
  fields: [
    { kind: 'text', name: 'title', label: 'Title', required: true },
    { kind: 'rich', name: 'description', label: 'Description', toolbar: 'standard' },
  ],
  schema: workSchema,
  json: true,
  publishable: true,
  api: contentResourceApi('work'),
};

const work = (title: string, description: string, updatedAt: string): Work => ({
  _id: 'w1',
  title,
  description,
  image: 'w1.webp',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt,
});

const VERSIONS: Record<number, Work> = {
  1: work('Campaign', '<p>Traffic <strong>up</strong> 10%</p>', '2025-01-01T10:00:00.000Z'),
  2: work('Campaign', '<p>Traffic <em>up</em> 20%</p>', '2025-01-02T10:00:00.000Z'),
  3: work('Campaign three', '<p>Traffic <em>up</em> 20%</p>', '2025-01-03T10:00:00.000Z'),
};

const summary = (number: number, authorName: string | null, restoredFrom: number | null = null): RevisionSummary => ({
  number,
  authorId: authorName ? 'u1' : null,
  authorName,
  createdAt: VERSIONS[number]?.updatedAt ?? '2025-01-04T10:00:00.000Z',
  restoredFrom,
});

let api: { stored: Work; history: RevisionSummary[]; calls: string[]; ifMatch: Array<string | null> };
beforeEach(() => {
  api = { stored: VERSIONS[3], history: [summary(3, 'Ada Staff'), summary(2, 'Ada Staff'), summary(1, null)], calls: [], ifMatch: [] };
});
mockApi(
  http.get(apiUrl('work/w1'), () => HttpResponse.json(api.stored)),
  http.get(apiUrl('work/w1/revisions'), () => {
    api.calls.push('list');
    return HttpResponse.json(api.history);
  }),
  http.get(apiUrl('work/w1/revisions/:number'), ({ params }) => {
    const number = Number(params.number);
    return HttpResponse.json({ ...api.history.find((item) => item.number === number), entry: VERSIONS[number] });
  }),
  http.post(apiUrl('work/w1/revisions/:number/restore'), ({ request, params }) => {
    const sent = request.headers.get('if-match');
    api.ifMatch.push(sent);
    if (sent !== entityVersionTag(api.stored.updatedAt)) return HttpResponse.json({ message: apiMessages.conflict }, { status: 409 });
    const number = Number(params.number);
    api.stored = { ...VERSIONS[number], updatedAt: '2025-01-04T10:00:00.000Z' };
    api.history = [summary(4, 'Ada Staff', number), ...api.history];
    return HttpResponse.json(api.stored);
  }),
  http.put(apiUrl('work/w1'), async ({ request }) => {
    api.ifMatch.push(request.headers.get('if-match'));
    api.stored = { ...api.stored, ...((await request.json()) as Partial<Work>), updatedAt: '2025-01-05T10:00:00.000Z' };
    return HttpResponse.json(api.stored);
  }),
);

const openHistory = async (user: ReturnType<typeof userEvent.setup>) => {
  renderWithStore(<ResourceEditPage resource={workResource} />, { route: '/edit-work/w1', path: '/edit-work/:id' });
  const toggle = await screen.findByRole('button', { name: m.show });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(api.calls).toEqual([]);
  await user.click(toggle);
  expect(screen.getByRole('button', { name: m.hide })).toHaveAttribute('aria-expanded', 'true');
  return within(await screen.findByRole('list'));
};

it('lists the saved versions only once opened: who saved each, when, the current one first and without Restore', async () => {
  const user = userEvent.setup();
  const list = await openHistory(user);
  expect(api.calls).toEqual(['list']);
  const items = list.getAllByRole('listitem');
  expect(items.map((item) => within(item).getByText(/^Version \d$/).textContent)).toEqual(['Version 3', 'Version 2', 'Version 1']);
  expect(within(items[0]).getByText(m.current)).toBeInTheDocument();
  expect(within(items[0]).getByText(m.by('Ada Staff'))).toBeInTheDocument();
  expect(within(items[2]).getByText(m.unknownAuthor)).toBeInTheDocument();
  expect(within(items[0]).queryByRole('button')).not.toBeInTheDocument();
  expect(within(items[1]).getByRole('button', { name: m.restoreLabel(2) })).toHaveTextContent(m.restore);
  expect(screen.getByText(m.pickTwo)).toBeInTheDocument();
});

it('compares two ticked versions side by side, older first, marking the changed fields; rich text as readable words', async () => {
  const user = userEvent.setup();
  await openHistory(user);
  await user.click(screen.getByRole('checkbox', { name: m.compareLabel(3) }));
  await user.click(screen.getByRole('checkbox', { name: m.compareLabel(1) }));
  const table = await screen.findByRole('table', { name: m.comparison(1, 3) });
  const rows = within(table).getAllByRole('row');
  expect(
    within(rows[0])
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual([m.field, m.version(1), m.version(3)]);
  const title = within(table).getByRole('row', { name: /^Title/ });
  expect(title).toHaveClass('is-changed');
  expect(
    within(title)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Campaign', 'Campaign three']);
  const description = within(table).getByRole('row', { name: /^Description/ });
  expect(within(description).getByText(m.changed)).toBeInTheDocument();
  expect(
    within(description)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Traffic up 10%', 'Traffic up 20%']);
  // The changed words are marked, not the whole field: removed on the older side, added on the newer.
  const marks = (row: HTMLElement, tag: 'del' | 'ins') => Array.from(row.querySelectorAll(tag), (mark) => mark.textContent);
  expect([marks(description, 'del'), marks(description, 'ins')]).toEqual([['10%'], ['20%']]);
  expect([marks(title, 'del'), marks(title, 'ins')]).toEqual([[], ['three']]);

  // A third tick lets go of the first: versions 1 and 2 differ in the description only.
  await user.click(screen.getByRole('checkbox', { name: m.compareLabel(2) }));
  expect(screen.getByRole('checkbox', { name: m.compareLabel(3) })).not.toBeChecked();
  const next = await screen.findByRole('table', { name: m.comparison(1, 2) });
  expect(within(next).getByRole('row', { name: /^Title/ })).not.toHaveClass('is-changed');
  expect(screen.getByText(m.sameFields(1))).toBeInTheDocument();
});

it('restores a version after a confirm: If-Match of the form, the form shows it, and the next save names the restored version', async () => {
  const user = userEvent.setup();
  await openHistory(user);
  await user.click(screen.getByRole('button', { name: m.restoreLabel(1) }));
  const dialog = screen.getByRole('dialog', { name: m.restoreTitle });
  expect(dialog).toHaveTextContent(m.restoreQuestion(1));
  await user.click(within(dialog).getByRole('button', { name: dialogMessages.confirm }));
  expect(await screen.findByText(m.restored(1))).toBeInTheDocument();
  expect(api.ifMatch).toEqual([entityVersionTag(VERSIONS[3].updatedAt)]);
  await waitFor(() => expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Campaign'));
  // The history shows the restore as the new current version.
  expect(await screen.findByText(m.restoredFrom(1), { exact: false })).toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: /^Title/ }), ' again');
  await user.click(screen.getByRole('button', { name: 'Update' }));
  await waitFor(() => expect(api.ifMatch).toHaveLength(2));
  expect(api.ifMatch[1]).toBe(entityVersionTag('2025-01-04T10:00:00.000Z'));
});

it('shows the API’s message when someone saved meanwhile (409), and the form keeps its values', async () => {
  const user = userEvent.setup();
  await openHistory(user);
  api.stored = { ...api.stored, updatedAt: '2025-01-03T11:00:00.000Z' };
  await user.click(screen.getByRole('button', { name: m.restoreLabel(2) }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: dialogMessages.confirm }));
  expect(await screen.findByRole('alert')).toHaveTextContent(apiMessages.conflict);
  expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Campaign three');
});
