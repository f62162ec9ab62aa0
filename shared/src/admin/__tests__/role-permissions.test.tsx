// The admin kit follows the signed-in role (product §6): a form whose save the role may not make
// has its button disabled with the reason beside it; a role that may not publish starts a new
// entry as a draft and is told why; without permissions from the API everything shows.

import { screen, within } from '@testing-library/react';
import { object, string } from 'yup';
import { roleMessages } from '@agency/shared/contract/messages';
import { permissionsOf, type StaffRole } from '@agency/shared/contract/messages';
import { publicationMessages } from '@agency/shared/contract/messages';
import { publicationFields } from '@agency/shared/schemas';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import { publicationFieldDefs, ResourceForm, type FieldDef } from '@agency/shared/admin';

const me = (staffRole?: StaffRole) =>
  HttpResponse.json({
    _id: 'u1',
    username: 'Dana',
    email: 'dana@example.com',
    phone: '',
    role: 'staff',
    ...(staffRole ? { staffRole, permissions: permissionsOf(staffRole) } : {}),
  });
const server = mockApi(http.get(apiUrl('auth/me'), () => me('owner')));
beforeEach(() => localStorage.setItem('token', 'staff-token'));

const titleField: FieldDef = { kind: 'text', name: 'title', label: 'Title', required: true };
const schema = object({ title: string().required(), ...publicationFields });

const renderForm = () =>
  renderWithStore(
    <ResourceForm
      fields={[titleField, ...publicationFieldDefs()]}
      schema={schema}
      mode="create"
      initialValues={{ title: '', state: 'published', publishAt: '' }}
      labels={{ idle: 'Publish', busy: 'Saving...' }}
      onSubmit={async () => ({ ok: true as const })}
      message={null}
      permission="content.draft"
    />,
  );

const status = () =>
  within(screen.getByRole('region', { name: 'Publish' })).getByRole('combobox', { name: publicationMessages.stateLabel });

it('a viewer finds the save button disabled, with the reason beside it', async () => {
  server.use(http.get(apiUrl('auth/me'), () => me('viewer')));
  renderForm();
  expect(await screen.findByText(roleMessages.notAllowed['content.draft'])).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
});

it('an author may save, starts from a draft and is told that publishing is not theirs', async () => {
  server.use(http.get(apiUrl('auth/me'), () => me('author')));
  renderForm();
  expect(await screen.findByText(roleMessages.notAllowed['content.publish'])).toBeInTheDocument();
  expect(status()).toHaveValue('draft');
  expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
});

it('an editor, or an API that names no permissions, sees the form as before', async () => {
  renderForm();
  await screen.findByRole('button', { name: 'Publish' });
  expect(screen.queryByText(roleMessages.notAllowed['content.publish'])).not.toBeInTheDocument();
  expect(status()).toHaveValue('published');
  server.use(http.get(apiUrl('auth/me'), () => me()));
  expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
});
