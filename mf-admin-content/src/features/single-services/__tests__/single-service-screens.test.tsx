import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SingleService } from '@agency/shared/contract';
import { pages } from '../single-service-pages';
import { fakeResource, filesOf, imageFile, renderAdd, renderEdit, textFields } from '../../../test-support/admin-screens';
import { walkResourceScreens } from '../../../test-support/walk-resource-screens';

const feature = { featureIcon: 'fa-solid fa-chart-line', featureTitle: 'Audit', featureDesc: 'A full audit' };

const service = (n: number, features = [feature]): SingleService => ({
  _id: `ss${n}`,
  slug: `service-${n}`,
  heading: `Service page ${n}`,
  description: `<p>Detail ${n}</p>`,
  images: [`img-${n}.webp`],
  features,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

const { api, server, area } = walkResourceScreens({
  key: 'singleService',
  path: 'single-service',
  pages,
  items: [service(1), service(2)],
  rowName: (item) => item.heading,
  columns: ['No.', 'Title', 'Description', 'Actions'],
  firstRow: ['1', 'Service page 1', 'Detail 1'],
  fillCreate: async (user) => {
    await user.type(screen.getByRole('textbox', { name: /^Heading/ }), 'SEO audit');
    await user.upload(screen.getByLabelText(/^Images/), imageFile('audit.png'));
  },
  createButton: 'Submit',
  expectCreated: ({ body }) => {
    expect(textFields(body)).toEqual({ heading: 'SEO audit', description: '', features: '[]' });
    expect(filesOf(body, 'images')).toEqual(['audit.png']);
  },
  editField: { label: /^Heading/, stored: 'Service page 1', typed: 'Audit page' },
  expectUpdated: ({ body }) => {
    expect(textFields(body)).toMatchObject({ heading: 'Audit page', removedImages: '[]' });
    expect(JSON.parse(textFields(body).features)).toEqual([feature]);
  },
});

const rows = () => within(screen.getByRole('group', { name: 'Features' })).getAllByRole('listitem');

describe('single service features', () => {
  it('adds rows with + and removes them with -, and sends them as a JSON string', async () => {
    const user = userEvent.setup();
    renderAdd(pages.Add, area);
    expect(rows()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove feature 1' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Icon of feature 1' }), 'fa-solid fa-star');
    await user.type(screen.getByRole('textbox', { name: 'Title of feature 1' }), 'Keywords');
    await user.click(screen.getByRole('button', { name: 'Add a feature after feature 1' }));
    await user.click(screen.getByRole('button', { name: 'Add a feature after feature 2' }));
    expect(rows()).toHaveLength(3);
    await user.type(screen.getByRole('textbox', { name: 'Description of feature 2' }), 'Second');
    await user.click(screen.getByRole('button', { name: 'Remove feature 3' }));
    expect(rows()).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: /^Heading/ }), 'Keyword research');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Single service created successfully!')).toBeInTheDocument();
    expect(JSON.parse(textFields(api.last().body).features)).toEqual([
      { featureIcon: 'fa-solid fa-star', featureTitle: 'Keywords', featureDesc: '' },
      { featureIcon: '', featureTitle: '', featureDesc: 'Second' },
    ]);
  });

  it('falls back to one blank row when the stored list is empty (product §2)', async () => {
    const empty = fakeResource('single-service', [service(3, [])]);
    server.use(...empty.handlers);
    renderEdit(pages.Edit, area, 'ss3');
    expect(await screen.findByRole('textbox', { name: 'Icon of feature 1' })).toHaveValue('');
    expect(rows()).toHaveLength(1);
  });
});
