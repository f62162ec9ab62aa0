// The editor's Preview button (issue 19): in the publish panel of a form given a preview, it
// hands the form's current values, unsaved, to the preview tab it opens; pressing it again
// refreshes the same tab with the newer values.

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object, string } from 'yup';
import { previewMessages, readPreview } from '@agency/shared/contract/preview';
import { renderWithStore } from '@agency/shared/testing';
import { ResourceForm, type FieldDef, type FormValues } from '@agency/shared/admin';

const fields: FieldDef[] = [{ kind: 'text', name: 'title', label: 'Title', required: true }];

const renderForm = (preview?: Parameters<typeof ResourceForm>[0]['preview']) => {
  const onSubmit = jest.fn(async () => ({ ok: true as const }));
  renderWithStore(
    <ResourceForm
      fields={fields}
      schema={object({ title: string().required() })}
      mode="create"
      initialValues={{ title: '' }}
      labels={{ idle: 'Publish', busy: 'Saving...' }}
      onSubmit={onSubmit}
      message={null}
      preview={preview}
    />,
  );
  return onSubmit;
};

let open: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  open = jest.spyOn(window, 'open').mockImplementation(() => null);
});
afterEach(() => open.mockRestore());

const openedId = (call: number) => {
  const [url, target] = open.mock.calls[call] as [string, string];
  const id = /^\/preview\/blog\/([a-z0-9]+)$/.exec(url)?.[1];
  expect(id).toBeDefined();
  expect(target).toBe(`agency-preview-${id}`);
  return id!;
};

it('hands the typed values, not saved, to a new preview tab, and the same tab again after more typing', async () => {
  const user = userEvent.setup();
  const onSubmit = renderForm({ kind: 'post', reply: (values: FormValues) => ({ entry: { heading: values.title }, body: null }) });
  await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Not saved yet');
  await user.click(screen.getByRole('button', { name: previewMessages.button }));
  const id = openedId(0);
  expect(readPreview(localStorage, id)).toEqual({ entry: { heading: 'Not saved yet' }, body: null });

  await user.type(screen.getByRole('textbox', { name: /^Title/ }), '!');
  await user.click(screen.getByRole('button', { name: previewMessages.button }));
  expect(openedId(1)).toBe(id);
  expect(readPreview(localStorage, id)).toEqual({ entry: { heading: 'Not saved yet!' }, body: null });
  expect(onSubmit).not.toHaveBeenCalled();
});

it('is not offered by forms without a public page', () => {
  renderForm();
  expect(screen.queryByRole('button', { name: previewMessages.button })).not.toBeInTheDocument();
});
