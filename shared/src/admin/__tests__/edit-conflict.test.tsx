// Two staff members editing one entry: the edit form sends the version it was
// loaded from as If-Match (and the saved version next time); when the API refuses
// a stale save with 409 the screen compares both versions side by side, staff keep
// mine or theirs per field, and the saved version becomes that of the next save.

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminArea, apiMessages, entityVersionTag, type Plan } from '@agency/shared/contract';
import { editConflictMessages, resourceMessages } from '@agency/shared/contract/messages';
import { planSchema } from '@agency/shared/schemas';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import { contentResourceApi, ResourceEditPage, type AdminResource } from '@agency/shared/admin';

const planResource: AdminResource<Plan> = {
  area: adminArea('plan'),
  noun: 'Plan',
  messages: resourceMessages.plan,
  columns: [],
  rowName: (plan) => plan.planName,
  fields: [
    { kind: 'text', name: 'planName', label: 'Plan name', required: true },
    { kind: 'number', name: 'price', label: 'Price', required: true },
    { kind: 'text', name: 'duration', label: 'Duration', required: true },
  ],
  schema: planSchema,
  json: true,
  api: contentResourceApi('plan'),
};

const plan = (planName: string, updatedAt: string): Plan => ({
  _id: 'p1',
  planName,
  price: 99,
  duration: 'month',
  description: '',
  popular: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt,
});

/** A tiny API: the stored plan, a PUT that honours If-Match, and what each PUT sent. */
let api: { stored: Plan; ifMatch: Array<string | null> };
beforeEach(() => {
  api = { stored: plan('Starter', '2025-01-01T10:00:00.000Z'), ifMatch: [] };
});
mockApi(
  http.get(apiUrl('plan/p1'), () => HttpResponse.json(api.stored)),
  http.put(apiUrl('plan/p1'), async ({ request }) => {
    const sent = request.headers.get('if-match');
    api.ifMatch.push(sent);
    if (sent !== entityVersionTag(api.stored.updatedAt)) return HttpResponse.json({ message: apiMessages.conflict }, { status: 409 });
    const body = (await request.json()) as Partial<Plan>;
    api.stored = { ...api.stored, ...body, updatedAt: new Date(Date.parse(api.stored.updatedAt) + 1000).toISOString() };
    return HttpResponse.json(api.stored);
  }),
);

const renderEdit = () => renderWithStore(<ResourceEditPage resource={planResource} />, { route: '/edit-plan/p1', path: '/edit-plan/:id' });

it('sends the loaded version as If-Match, then the version it saved', async () => {
  const user = userEvent.setup();
  renderEdit();
  const name = await screen.findByLabelText(/Plan name/);
  await user.clear(name);
  await user.type(name, 'Starter plus');
  await user.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByText(resourceMessages.plan.updated)).toBeInTheDocument();
  await user.clear(name);
  await user.type(name, 'Starter max');
  await user.click(screen.getByRole('button', { name: 'Update' }));
  await waitFor(() => expect(api.ifMatch).toHaveLength(2));
  expect(api.ifMatch).toEqual([entityVersionTag('2025-01-01T10:00:00.000Z'), entityVersionTag('2025-01-01T10:00:01.000Z')]);
  await waitFor(() => expect(api.stored.planName).toBe('Starter max'));
  expect(screen.queryByText(apiMessages.conflict)).not.toBeInTheDocument();
});

it('refuses to overwrite a newer save: compares both versions and keeps mine per field', async () => {
  const user = userEvent.setup();
  renderEdit();
  const name = await screen.findByLabelText(/Plan name/);
  // Meanwhile another staff member saves the same plan, with another duration.
  api.stored = { ...plan('Renamed by a colleague', '2025-01-01T11:00:00.000Z'), duration: 'year' };
  await user.clear(name);
  await user.type(name, 'My stale edit');
  await user.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByText(apiMessages.conflict)).toBeInTheDocument();
  expect(api.stored.planName).toBe('Renamed by a colleague');

  // Side by side: each differing field with both versions, mine chosen unless staff pick theirs.
  const review = await screen.findByRole('region', { name: editConflictMessages.title });
  const planName = within(review).getByRole('group', { name: 'Plan name' });
  expect(planName).toHaveTextContent('My stale edit');
  expect(planName).toHaveTextContent('Renamed by a colleague');
  expect(within(planName).getByRole('radio', { name: editConflictMessages.keepMine })).toBeChecked();
  const duration = within(review).getByRole('group', { name: 'Duration' });
  await user.click(within(duration).getByRole('radio', { name: editConflictMessages.keepTheirs }));
  expect(within(review).getByText(editConflictMessages.sameFields(1))).toBeInTheDocument();
  await user.click(within(review).getByRole('button', { name: editConflictMessages.apply }));

  expect(screen.queryByRole('region', { name: editConflictMessages.title })).not.toBeInTheDocument();
  // The refusal's note goes with the conflict it described.
  expect(screen.queryByText(apiMessages.conflict)).not.toBeInTheDocument();
  expect(screen.getByLabelText(/Plan name/)).toHaveValue('My stale edit');
  expect(screen.getByLabelText(/Duration/)).toHaveValue('year');
  await user.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByText(resourceMessages.plan.updated)).toBeInTheDocument();
  expect(api.stored.planName).toBe('My stale edit');
  expect(api.stored.duration).toBe('year');
  expect(api.ifMatch.at(-1)).toBe(entityVersionTag('2025-01-01T11:00:00.000Z'));
});

it('takes the saved version of every field on request', async () => {
  const user = userEvent.setup();
  renderEdit();
  const name = await screen.findByLabelText(/Plan name/);
  api.stored = plan('Renamed by a colleague', '2025-01-01T11:00:00.000Z');
  await user.type(name, ' stale');
  await user.click(screen.getByRole('button', { name: 'Update' }));
  const review = await screen.findByRole('region', { name: editConflictMessages.title });
  await user.click(within(review).getByRole('button', { name: editConflictMessages.reloadLatest }));
  await waitFor(() => expect(screen.getByLabelText(/Plan name/)).toHaveValue('Renamed by a colleague'));
  await user.type(screen.getByLabelText(/Plan name/), ' and me');
  await user.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByText(resourceMessages.plan.updated)).toBeInTheDocument();
  expect(api.stored.planName).toBe('Renamed by a colleague and me');
  expect(api.ifMatch.at(-1)).toBe(entityVersionTag('2025-01-01T11:00:00.000Z'));
});
