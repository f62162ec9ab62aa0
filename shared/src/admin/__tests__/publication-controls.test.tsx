// The publication controls of the admin kit (issue 19): the publish panel's timing choice and,
// for a scheduled entry, its time in the agency's zone (sent in UTC); the lists' state badge
// and the state filter kept in the address.

import { useRef } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object, string } from 'yup';
import { adminArea, listSearchParams, PUBLISH_PANEL, validationMessages, type Page, type PublicationState } from '@agency/shared/contract';
import { listMessages, publicationMessages } from '@agency/shared/contract/messages';
import { publicationFields } from '@agency/shared/schemas';
import { pagedListReply, renderWithStore } from '@agency/shared/testing';
import {
  publicationFieldDefs,
  ResourceForm,
  ResourceList,
  stateColumn,
  textColumn,
  useListQuery,
  type FieldDef,
  type FormValues,
} from '@agency/shared/admin';

const ZONE = 'America/New_York';
beforeEach(() => {
  window.__APP_CONFIG__ = { siteTimeZone: ZONE };
});
afterEach(() => {
  delete window.__APP_CONFIG__;
});

const titleField: FieldDef = { kind: 'text', name: 'title', label: 'Title', required: true };
const schema = object({ title: string().required(), ...publicationFields });

const renderForm = (fields: FieldDef[], initialValues: FormValues) => {
  const onSubmit = jest.fn(async () => ({ ok: true as const }));
  renderWithStore(
    <ResourceForm
      fields={fields}
      schema={schema}
      mode="create"
      initialValues={initialValues}
      labels={{ idle: 'Publish', busy: 'Saving...' }}
      onSubmit={onSubmit}
      message={null}
    />,
  );
  return onSubmit;
};

describe('the publish panel', () => {
  it('offers when to go live, at once by default, in the panel; scheduling asks for a time in the agency’s zone and sends it in UTC', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm([titleField, ...publicationFieldDefs()], { title: 'Launch post', state: 'published', publishAt: '' });
    const panel = screen.getByRole('region', { name: 'Publish' });
    const timing = within(panel).getByRole('group', { name: publicationMessages.timingLabel });
    expect(within(timing).getByRole('radio', { name: publicationMessages.immediately })).toBeChecked();
    expect(screen.queryByLabelText(new RegExp(publicationMessages.publishAtLabel))).not.toBeInTheDocument();
    expect(within(panel).queryByText(PUBLISH_PANEL.visibility)).not.toBeInTheDocument();

    await user.click(within(timing).getByRole('radio', { name: publicationMessages.atATime }));
    const when = within(panel).getByLabelText(new RegExp(publicationMessages.publishAtLabel));
    expect(when).toHaveAttribute('type', 'datetime-local');
    expect(within(panel).getByText(publicationMessages.timeZoneHint(ZONE))).toBeInTheDocument();

    // Without a time the schema's message shows and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await within(panel).findByText(validationMessages.publishAtRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    // 09:30 in New York on 15 January 2099 is 14:30 UTC.
    await user.type(when, '2099-01-15T09:30');
    expect(when).toHaveValue('2099-01-15T09:30');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const [values] = onSubmit.mock.calls[0] as unknown as [FormValues];
    expect(values).toMatchObject({ state: 'scheduled', publishAt: '2099-01-15T14:30:00.000Z' });
  });

  it('shows a stored scheduled time in the agency’s zone', () => {
    renderForm([titleField, ...publicationFieldDefs()], { title: 'Later', state: 'scheduled', publishAt: '2099-07-04T16:00:00.000Z' });
    expect(screen.getByLabelText(new RegExp(publicationMessages.publishAtLabel))).toHaveValue('2099-07-04T12:00');
  });

  it('says what is true of content without a state, with no Edit that does nothing', () => {
    renderForm([titleField], { title: 'A plan' });
    const panel = screen.getByRole('region', { name: 'Publish' });
    // Such content is live from its first save: never a false "Draft".
    expect(within(panel).queryByText(PUBLISH_PANEL.status)).not.toBeInTheDocument();
    expect(within(panel).getByText(publicationMessages.notSavedYet)).toBeInTheDocument();
    expect(within(panel).getByText(PUBLISH_PANEL.visibility)).toBeInTheDocument();
    expect(within(panel).queryByText('Edit')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('combobox')).not.toBeInTheDocument();
  });
});

interface Entry {
  _id: string;
  title: string;
  state: PublicationState;
  publishAt: string | null;
}

const ENTRIES: Entry[] = [
  { _id: 'e1', title: 'Live post', state: 'published', publishAt: null },
  { _id: 'e2', title: 'Unfinished post', state: 'draft', publishAt: null },
  { _id: 'e3', title: 'Monday post', state: 'scheduled', publishAt: '2099-01-15T14:30:00.000Z' },
];

function Harness() {
  const table = useRef(ENTRIES);
  const controls = useListQuery();
  const data = pagedListReply(table.current, `http://api.test/?${listSearchParams(controls.query)}`) as Page<Entry>;
  return (
    <ResourceList
      area={adminArea('blog')}
      list={{ data, isLoading: false, isError: false }}
      controls={controls}
      columns={[textColumn<Entry>('Heading', (entry) => entry.title), stateColumn<Entry>()]}
      rowName={(entry) => entry.title}
      loadFailed="Failed"
      filtersByState
    />
  );
}

const stateCells = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2].textContent);

describe('the state column and filter', () => {
  it('shows each entry’s state as a badge, with a scheduled entry’s time in the agency’s zone', () => {
    renderWithStore(<Harness />, { route: '/blog-list' });
    expect(screen.getByRole('columnheader', { name: publicationMessages.column })).toBeInTheDocument();
    expect(stateCells()).toEqual(['Published', 'Draft', `Scheduled${publicationMessages.scheduledFor('Jan 15, 2099, 9:30 AM', ZONE)}`]);
  });

  it('filters by state through the address, from page 1, and back to all states', async () => {
    const user = userEvent.setup();
    const { router } = renderWithStore(<Harness />, { route: '/blog-list?page=1' });
    const filter = screen.getByRole('combobox', { name: publicationMessages.filterLabel });
    expect(filter).toHaveValue('');
    await user.selectOptions(filter, 'draft');
    expect(router.state.location.search).toBe('?state=draft');
    expect(stateCells()).toEqual(['Draft']);
    await user.selectOptions(filter, '');
    expect(router.state.location.search).toBe('');
    expect(stateCells()).toHaveLength(3);
  });

  it('opens with the state the address names, and says when none is in it', () => {
    renderWithStore(<Harness />, { route: '/blog-list?state=scheduled' });
    expect(screen.getByRole('combobox', { name: publicationMessages.filterLabel })).toHaveValue('scheduled');
    expect(stateCells()).toEqual([expect.stringMatching(/^Scheduled/)]);
  });
});

it('says so when no entry is in the chosen state', () => {
  function Empty() {
    const controls = useListQuery();
    return (
      <ResourceList
        area={adminArea('blog')}
        list={{ data: { data: [], total: 0, page: 1, limit: 10 }, isLoading: false, isError: false }}
        controls={controls}
        columns={[stateColumn<Entry>()]}
        rowName={(entry: Entry) => entry.title}
        loadFailed="Failed"
        filtersByState
      />
    );
  }
  renderWithStore(<Empty />, { route: '/blog-list?state=draft' });
  expect(screen.getByText(listMessages.noneInState)).toBeInTheDocument();
});
