// The admin kit follows the signed-in role (product §6): a form whose save the role may not make
// has its button disabled with the reason beside it; a role that may not publish starts a new
// entry as a draft and is told why; without permissions from the API everything shows.

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object, string } from 'yup';
import { roleMessages } from '@agency/shared/contract/messages';
import { permissionsOf, type StaffRole } from '@agency/shared/contract/messages';
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

const submitted = jest.fn(async (_values: Record<string, unknown>) => ({ ok: true as const }));
beforeEach(() => submitted.mockClear());

const renderForm = () =>
  renderWithStore(
    <ResourceForm
      fields={[titleField, ...publicationFieldDefs()]}
      schema={schema}
      mode="create"
      initialValues={{ title: '', state: 'published', publishAt: '' }}
      labels={{ idle: 'Publish', busy: 'Saving...' }}
      onSubmit={submitted}
      message={null}
      permission="content.draft"
    />,
  );

/** The state the form sends when Publish is pressed (after a title is typed). */
const sentState = async () => {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'A title');
  await user.click(within(screen.getByRole('region', { name: 'Publish' })).getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(submitted).toHaveBeenCalled());
  return submitted.mock.calls[0][0].state;
};

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
  expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
  expect(await sentState()).toBe('draft');
});

it('an editor, or an API that names no permissions, sees the form as before', async () => {
  renderForm();
  await screen.findByRole('button', { name: 'Publish' });
  expect(screen.queryByText(roleMessages.notAllowed['content.publish'])).not.toBeInTheDocument();
  server.use(http.get(apiUrl('auth/me'), () => me()));
  expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
  expect(await sentState()).toBe('published');
});
