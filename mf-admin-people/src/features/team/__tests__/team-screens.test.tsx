import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminArea, loadErrors, validationMessages, type TeamMember } from '@agency/shared/contract';
import { resourceMessages } from '@agency/shared/contract/messages';
import { mockApi, uploadPicture } from '@agency/shared/testing';
import { pages } from '../team-pages';
import { fail, fakeCollection, fileNamesOf, textFieldsOf } from '../../../test-support/fake-collection';
import { expectEditFailures } from '../../../test-support/edit-failures';
import { columnHeaders, confirmDelete, pngFile, renderPage, tableRows } from '../../../test-support/screens';

const area = adminArea('team');
const messages = resourceMessages.team;

const member = (n: number, overrides: Partial<TeamMember> = {}): TeamMember => ({
  _id: `t${n}`,
  title: `Person ${n}`,
  role: `Role ${n}`,
  description: `<p>Leads&nbsp;the <em>search</em> team ${n}</p>`,
  image: `person-${n}.webp`,
  link1: 'https://www.linkedin.com/in/person',
  link2: '',
  link3: '',
  link4: '',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

const team = fakeCollection('team', [member(1), member(2)]);
const server = mockApi(...team.handlers);
beforeEach(() => team.reset());

const renderList = () => renderPage(pages.List, area.list);
const renderAdd = () => renderPage(pages.Add, area.add!);
const renderEdit = (id: string) => renderPage(pages.Edit, `${area.edit}/${id}`, `${area.edit}/:id`);
const field = (label: RegExp) => screen.getByRole('textbox', { name: label });

describe('team list (/team-list)', () => {
  it('shows No., Image, Title, Role, Description with markup stripped and &nbsp; as spaces', async () => {
    renderList();
    expect(await screen.findByRole('heading', { name: 'All Team' })).toBeInTheDocument();
    await screen.findByText('Person 1');
    expect(columnHeaders()).toEqual(['No.', 'Image', 'Title', 'Role', 'Description', 'Added', 'Actions']);
    expect(tableRows()[0]).toEqual(['1', '', 'Person 1', 'Role 1', 'Leads the search team 1', 'Jan 1, 2025 12:00 AM', '']);
    expect(screen.getByRole('img', { name: 'Person 1' })).toHaveAttribute('src', 'http://localhost/api/teamimg/person-1.webp');
    expect(screen.getByRole('link', { name: 'Add Team' })).toHaveAttribute('href', '/add-team');
    expect(screen.getByRole('link', { name: 'Edit Person 1' })).toHaveAttribute('href', '/edit-team/t1');
  });

  it('shows the load error in red in place of the table', async () => {
    server.use(fail('get', 'team'));
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent(loadErrors.data);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('deletes a member after confirmation, and says so when a delete fails', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByText('Person 2');
    await confirmDelete(user, 'Person 2');
    await waitFor(() => expect(screen.queryByText('Person 2')).not.toBeInTheDocument());
    expect(team.lastWrite()).toMatchObject({ method: 'DELETE', id: 't2' });

    server.use(fail('delete', 'team/:id'));
    await confirmDelete(user, 'Person 1');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.deleteFailed);
    expect(screen.getByText('Person 1')).toBeInTheDocument();
  });
});

describe('add team member (/add-team)', () => {
  it('requires title, role and an image; links are optional but must be web addresses', async () => {
    const user = userEvent.setup();
    renderAdd();
    expect(screen.getByRole('link', { name: 'All Team' })).toHaveAttribute('href', '/team-list');
    await user.type(field(/^Link 2/), 'not a link');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(validationMessages.required('Title'))).toBeInTheDocument();
    expect(screen.getByText(validationMessages.required('Role'))).toBeInTheDocument();
    expect(screen.getByText(validationMessages.imageRequired)).toBeInTheDocument();
    expect(screen.getByText('Link 2 must be a link starting with http:// or https://')).toBeInTheDocument();
    expect(screen.queryByText(/Link 1 must/)).not.toBeInTheDocument();
    expect(team.writes).toHaveLength(0);
  });

  it('creates a member with the success message and starts again empty', async () => {
    const user = userEvent.setup();
    renderAdd();
    await user.type(field(/^Title/), 'Nadia Brooks');
    await user.type(field(/^Role/), 'Head of Paid Social');
    await user.type(field(/^Link 1/), 'https://www.linkedin.com/in/nadia');
    await uploadPicture(user, screen.getByLabelText(/^Image/), pngFile('nadia.png'));
    expect(screen.getByRole('img', { name: 'Preview of nadia.png' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText(messages.created)).toBeInTheDocument();
    const sent = team.lastWrite();
    expect(sent.method).toBe('POST');
    expect(textFieldsOf(sent.body)).toEqual({
      title: 'Nadia Brooks',
      role: 'Head of Paid Social',
      description: '',
      link1: 'https://www.linkedin.com/in/nadia',
      link2: '',
      link3: '',
      link4: '',
      imageAlt: 'Picture nadia.png',
    });
    expect(fileNamesOf(sent.body, 'image')).toEqual(['nadia.png']);
    expect(field(/^Title/)).toHaveValue('');
    expect(screen.queryByRole('img', { name: 'Preview of nadia.png' })).not.toBeInTheDocument();
  });

  it('shows the create failure of product §8', async () => {
    server.use(fail('post', 'team'));
    const user = userEvent.setup();
    renderAdd();
    await user.type(field(/^Title/), 'Nadia Brooks');
    await user.type(field(/^Role/), 'Head of Paid Social');
    await uploadPicture(user, screen.getByLabelText(/^Image/), pngFile('nadia.png'));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(messages.createFailed)).toBeInTheDocument();
  });
});

describe('edit team member (/edit-team/:id)', () => {
  it('loads the member, needs no new image, and updates it', async () => {
    const user = userEvent.setup();
    renderEdit('t1');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const role = await screen.findByRole('textbox', { name: /^Role/ });
    expect(field(/^Title/)).toHaveValue('Person 1');
    expect(field(/^Link 1/)).toHaveValue('https://www.linkedin.com/in/person');
    expect(screen.getByRole('img', { name: 'Preview of person-1.webp' })).toBeInTheDocument();
    await user.clear(role);
    await user.type(role, 'Managing Director');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText(messages.updated)).toBeInTheDocument();
    const sent = team.lastWrite();
    expect(sent).toMatchObject({ method: 'PUT', id: 't1' });
    expect(textFieldsOf(sent.body)).toMatchObject({ title: 'Person 1', role: 'Managing Director', description: member(1).description });
    expect(fileNamesOf(sent.body, 'image')).toEqual([]);
  });

  it('shows the update failure, and the load failure of a missing member', () =>
    expectEditFailures({ server, path: 'team', messages, renderEdit, existingId: 't1' }));
});
