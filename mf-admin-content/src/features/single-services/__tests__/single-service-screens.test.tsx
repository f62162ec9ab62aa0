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
  // Add and edit open the post's one editor: posts/__tests__ walks them.
  forms: false,
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

