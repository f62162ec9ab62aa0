// Drafts first in the admin kit's editors of content with a public page: Save draft beside the
// spec's Publish / Update, Schedule while a time is chosen; a draft needs only its heading; the
// success stays until the next action with a line saying what the save did; an editor left
// open across its scheduled time saves against the version the scheduler published.

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object, string } from 'yup';
import { adminArea, apiMessages, entityVersionTag, validationMessages, type AboutUs } from '@agency/shared/contract';
import { editConflictMessages, publicationMessages, resourceMessages } from '@agency/shared/contract/messages';
import { aboutSchema, imageField, publicationFields } from '@agency/shared/schemas';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import {
  contentResourceApi,
  publicationFieldDefs,
  publishButtons,
  ResourceEditPage,
  ResourceForm,
  withIntent,
  type AdminResource,
  type FieldDef,
} from '@agency/shared/admin';

const SPEC = { idle: 'Update', busy: 'Updating...' };
const PAST = '2020-01-01T09:00:00.000Z';
const FUTURE = '2099-01-01T09:00:00.000Z';

describe('which buttons an editor shows', () => {
  it('offers Save draft beside the spec’s Publish on add, and Update on a live entry (Switch to draft beside it)', () => {
    expect(publishButtons('create', null, { state: 'published' }, { idle: 'Publish', busy: 'Saving...' })).toMatchObject({
      publish: { idle: 'Publish' },
      draft: { idle: publicationMessages.saveDraft },
    });
    expect(publishButtons('edit', { state: 'published', publishAt: null }, { state: 'published' }, SPEC)).toMatchObject({
      publish: { idle: 'Update' },
      draft: { idle: publicationMessages.switchToDraft },
    });
  });

  it('publishes a stored draft with Publish, and turns the button into Schedule while a time is chosen', () => {
    expect(publishButtons('edit', { state: 'draft', publishAt: null }, { state: 'published' }, SPEC).publish.idle).toBe('Publish');
    expect(publishButtons('create', null, { state: 'scheduled', publishAt: FUTURE }, SPEC).publish.idle).toBe(publicationMessages.schedule);
  });

  it('a kept schedule whose time has come is carried out: Publish, sent as published', () => {
    const stored = { state: 'scheduled' as const, publishAt: PAST };
    const values = { state: 'scheduled', publishAt: PAST };
    expect(publishButtons('edit', stored, values, SPEC).publish.idle).toBe('Publish');
    expect(withIntent(values, 'publish', stored)).toMatchObject({ state: 'published', publishAt: '' });
    // A new past time staff typed themselves is still theirs to fix.
    expect(withIntent({ state: 'scheduled', publishAt: '2021-01-01T00:00:00.000Z' }, 'publish', stored).state).toBe('scheduled');
  });

  it('Save draft asks for a draft, whatever the timing chosen', () => {
    expect(withIntent({ state: 'scheduled', publishAt: FUTURE }, 'draft')).toMatchObject({ state: 'draft', publishAt: '' });
  });
});

describe('the form of an entry with a public page', () => {
  const fields: FieldDef[] = [
    { kind: 'text', name: 'title', label: 'Title', required: true },
    { kind: 'image', name: 'image', label: 'Image', imageKind: 'blog', previewSize: 50, requiredOnCreate: true, altName: 'imageAlt' },
    ...publicationFieldDefs(),
  ];
  const schema = object({ title: string().required(validationMessages.required('Title')), image: imageField(true), ...publicationFields });

  const renderForm = () => {
    const onSubmit = jest.fn(async () => ({ ok: true as const }));
    renderWithStore(
      <ResourceForm
        fields={fields}
        schema={schema}
        mode="create"
        initialValues={{ title: '', image: null, imageAlt: '', state: 'published', publishAt: '' }}
        labels={{ idle: 'Publish', busy: 'Saving...' }}
        onSubmit={onSubmit}
        message={null}
        publication={{ heading: 'title', stored: null }}
      />,
    );
    return onSubmit;
  };

  it('saves a draft with its heading alone; Publish asks for the picture; the picture carries its star', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    const panel = screen.getByRole('region', { name: 'Publish' });
    expect(within(panel).getByText(`${publicationMessages.notSavedYet}`)).toBeInTheDocument();
    expect(within(panel).getByText(publicationMessages.requiredNote)).toBeInTheDocument();
    expect(screen.getByText('Image').closest('label, legend, .admin-field, div')).toHaveTextContent('*');

    await user.click(screen.getByRole('button', { name: publicationMessages.saveDraft }));
    expect(await screen.findByText(validationMessages.required('Title'))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Half an idea');
    await user.click(screen.getByRole('button', { name: publicationMessages.saveDraft }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect((onSubmit.mock.calls[0] as unknown[])[0]).toMatchObject({ title: 'Half an idea', state: 'draft' });

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(validationMessages.imageRequired)).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('the edit screen of an entry with a public page', () => {
  const about = (over: Partial<AboutUs>): AboutUs => ({
    _id: 'a1',
    title: 'Who we are',
    description: '<p>Story</p>',
    mission: 'Grow',
    vision: 'Lead',
    values: 'Care',
    image: 'team.webp',
    imageAlt: 'The team',
    state: 'published',
    publishAt: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T10:00:00.000Z',
    ...over,
  });
  const resource: AdminResource<AboutUs> = {
    area: adminArea('about'),
    noun: 'About Us',
    messages: resourceMessages.about,
    columns: [],
    rowName: (entry) => entry.title,
    fields: [{ kind: 'text', name: 'title', label: 'Title', required: true }, ...publicationFieldDefs()],
    schema: aboutSchema,
    api: contentResourceApi('about'),
    publishable: true,
  };
  let api: { stored: AboutUs; ifMatch: Array<string | null> };
  mockApi(
    http.get(apiUrl('aboutus/a1'), () => HttpResponse.json(api.stored)),
    http.put(apiUrl('aboutus/a1'), async ({ request }) => {
      const sent = request.headers.get('if-match');
      api.ifMatch.push(sent);
      if (sent !== entityVersionTag(api.stored.updatedAt)) return HttpResponse.json({ message: apiMessages.conflict }, { status: 409 });
      const body = Object.fromEntries((await request.formData()).entries()) as Partial<AboutUs>;
      api.stored = {
        ...api.stored,
        ...body,
        publishAt: body.publishAt || null,
        updatedAt: new Date(Date.parse(api.stored.updatedAt) + 1000).toISOString(),
      };
      return HttpResponse.json(api.stored);
    }),
  );
  const renderEdit = () => renderWithStore(<ResourceEditPage resource={resource} />, { route: '/edit-about/a1', path: '/edit-about/:id' });
  afterEach(() => jest.useRealTimers());

  it('keeps the spec’s success message until the next action, with a line saying what the save did', async () => {
    api = { stored: about({}), ifMatch: [] };
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderEdit();
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), ' today');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(resourceMessages.about.updated);
    expect(notice).toHaveTextContent(publicationMessages.outcome.published);
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText(resourceMessages.about.updated)).toBeInTheDocument();
  });

  it('an editor open across its scheduled time saves against the version the scheduler published, without a conflict', async () => {
    api = { stored: about({ state: 'scheduled', publishAt: PAST }), ifMatch: [] };
    renderEdit();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), ' now');
    // Meanwhile the scheduler publishes the entry, which moves its version.
    api.stored = { ...api.stored, state: 'published', publishAt: null, updatedAt: '2025-01-01T11:00:00.000Z' };
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(resourceMessages.about.updated)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: editConflictMessages.title })).not.toBeInTheDocument();
    expect(screen.queryByText(validationMessages.publishAtPast)).not.toBeInTheDocument();
    expect(api.ifMatch).toEqual([entityVersionTag('2025-01-01T10:00:00.000Z'), entityVersionTag('2025-01-01T11:00:00.000Z')]);
    expect(api.stored).toMatchObject({ title: 'Who we are now', state: 'published' });
  });

  it('a colleague’s save after the scheduled time is still a conflict', async () => {
    api = { stored: about({ state: 'scheduled', publishAt: PAST }), ifMatch: [] };
    renderEdit();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), ' now');
    api.stored = {
      ...api.stored,
      state: 'published',
      publishAt: null,
      mission: 'Changed',
      title: 'Theirs',
      updatedAt: '2025-01-01T11:00:00.000Z',
    };
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('region', { name: editConflictMessages.title })).toBeInTheDocument();
  });
});
