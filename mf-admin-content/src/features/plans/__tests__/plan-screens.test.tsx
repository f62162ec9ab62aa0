import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { POPULAR_PLAN_LABEL, type Plan } from '@agency/shared/contract';
import { pages } from '../plan-pages';
import { renderAdd } from '../../../test-support/admin-screens';
import { walkResourceScreens } from '../../../test-support/walk-resource-screens';

const plan = (n: number): Plan => ({
  _id: `p${n}`,
  planName: `Plan ${n}`,
  price: n * 100,
  duration: 'month',
  description: `<p>Up to ${n}0 keywords</p>`,
  popular: n === 1,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

const { api, area } = walkResourceScreens({
  key: 'plan',
  path: 'plan',
  pages,
  items: [plan(1), plan(2)],
  rowName: (item) => item.planName,
  columns: ['No.', 'Plan name', 'Price', 'Duration', 'Description', 'Added', 'Actions'],
  firstRow: ['1', `Plan 1${POPULAR_PLAN_LABEL}`, 'Rs 100', 'month', 'Up to 10 keywords'],
  fillCreate: async (user) => {
    await user.type(screen.getByRole('textbox', { name: /^Plan name/ }), 'Starter');
    await user.type(screen.getByRole('spinbutton', { name: /^Price/ }), '149');
    await user.type(screen.getByRole('textbox', { name: /^Duration/ }), 'month');
  },
  createButton: 'Publish',
  // Plans are JSON with a numeric price (product §7).
  expectCreated: ({ body }) =>
    expect(body).toEqual({ planName: 'Starter', price: 149, duration: 'month', description: '', popular: false }),
  editField: { label: /^Plan name/, stored: 'Plan 1', typed: 'Plan one' },
  expectUpdated: ({ body }) =>
    expect(body).toEqual({ planName: 'Plan one', price: 100, duration: 'month', description: '<p>Up to 10 keywords</p>', popular: true }),
});

describe('plan form', () => {
  it('marks a plan popular and requires a numeric price', async () => {
    const user = userEvent.setup();
    renderAdd(pages.Add, area);
    await user.type(screen.getByRole('textbox', { name: /^Plan name/ }), 'Pro');
    await user.type(screen.getByRole('textbox', { name: /^Duration/ }), 'year');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Price is required')).toBeInTheDocument();
    await user.type(screen.getByRole('spinbutton', { name: /^Price/ }), '999');
    await user.click(screen.getByRole('checkbox', { name: POPULAR_PLAN_LABEL }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Plan created successfully!')).toBeInTheDocument();
    expect(api.last().body).toMatchObject({ planName: 'Pro', price: 999, popular: true });
  });
});
