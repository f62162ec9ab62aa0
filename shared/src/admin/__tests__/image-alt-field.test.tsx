// The alt text beside an entry's picture in the admin kit's image field (issue 19): asked for
// once a picture is chosen, required with a new upload (the catalogue's message), not with
// the stored picture an edit starts from, cleared when another picture is picked, and sent
// with the picture.

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object, type AnyObjectSchema } from 'yup';
import { validationMessages, type FormMode } from '@agency/shared/contract';
import { imageAltField, imageAltsField, imageField, imagesField } from '@agency/shared/schemas';
import { altTextBox, renderWithStore } from '@agency/shared/testing';
import { buildRequestBody, ResourceForm, type FieldDef, type FormValues } from '@agency/shared/admin';

const imageDef: FieldDef = { kind: 'image', name: 'image', label: 'Image', imageKind: 'work', previewSize: 100, altName: 'imageAlt' };
const schema = object({ image: imageField(true), imageAlt: imageAltField() });
const png = (name: string) => new File(['png'], name, { type: 'image/png' });

const renderForm = (mode: FormMode, initialValues: FormValues, fields: FieldDef[] = [imageDef], formSchema: AnyObjectSchema = schema) => {
  const onSubmit = jest.fn(async (_values: FormValues, _cast: FormValues) => ({ ok: false as const }));
  renderWithStore(
    <ResourceForm
      fields={fields}
      schema={formSchema}
      mode={mode}
      initialValues={initialValues}
      labels={{ idle: 'Save', busy: 'Saving...' }}
      onSubmit={onSubmit}
      message={null}
    />,
  );
  return onSubmit;
};

it('asks for no alt text until a picture is chosen', () => {
  renderForm('create', { image: null, imageAlt: '' });
  expect(screen.queryByRole('textbox', { name: /^Alt text/ })).not.toBeInTheDocument();
});

it('requires the alt text of a new upload with the catalogue message, then sends it', async () => {
  const user = userEvent.setup();
  const onSubmit = renderForm('create', { image: null, imageAlt: '' });
  await user.upload(screen.getByLabelText(/^Image/), png('chart.png'));
  expect(altTextBox()).toBeRequired();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(validationMessages.altRequired)).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();

  await user.type(altTextBox(), 'A chart of organic traffic rising');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  const [values] = onSubmit.mock.calls[0];
  const body = buildRequestBody([imageDef], values, { json: false, mode: 'create', initial: {} }) as FormData;
  expect(body.get('imageAlt')).toBe('A chart of organic traffic rising');
  expect(body.get('image')).not.toBeNull();
});

it('does not require it for the stored picture an edit starts from, and edits it there', async () => {
  const user = userEvent.setup();
  const onSubmit = renderForm('edit', { image: 'stored.webp', imageAlt: '' });
  expect(altTextBox()).not.toBeRequired();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));

  await user.type(altTextBox(), 'Our office');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  const body = buildRequestBody([imageDef], onSubmit.mock.calls[1][0], { json: false, mode: 'edit', initial: {} }) as FormData;
  expect(body.get('imageAlt')).toBe('Our office');
  expect(body.get('image')).toBeNull();
});

it('clears the old words when another picture is picked, which then needs its own', async () => {
  const user = userEvent.setup();
  renderForm('edit', { image: 'stored.webp', imageAlt: 'The old picture' });
  expect(altTextBox()).toHaveValue('The old picture');
  await user.upload(screen.getByLabelText(/^Image/), png('new.png'));
  expect(altTextBox()).toHaveValue('');
  expect(altTextBox()).toBeRequired();
});

describe('a list of pictures (single blogs, single services)', () => {
  const imagesDef: FieldDef = {
    kind: 'images',
    name: 'images',
    label: 'Images',
    imageKind: 'singleBlog',
    previewSize: 70,
    altName: 'imageAlts',
  };
  const listSchema = object({ images: imagesField(0), imageAlts: imageAltsField() });
  const altOf = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^Alt text of ${name.replace('.', '\\.')}`) });

  it('gives each picture its alt text: required for new ones, kept in order when one is removed, sent as a list', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm('edit', { images: ['stored.webp'], imageAlts: ['The stored one'] }, [imagesDef], listSchema);
    expect(altOf('stored.webp')).toHaveValue('The stored one');
    expect(altOf('stored.webp')).not.toBeRequired();

    await user.upload(screen.getByLabelText(/^Images/), [png('one.png'), png('two.png')]);
    expect(altOf('one.png')).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Every picture without words is named at once (the stored one keeps its own).
    await waitFor(() => expect(screen.getAllByText(validationMessages.altRequired)).toHaveLength(2));
    expect(altOf('one.png')).toHaveAttribute('aria-invalid', 'true');
    expect(altOf('two.png')).toHaveAttribute('aria-invalid', 'true');
    expect(altOf('stored.webp')).not.toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove image one.png' }));
    await user.type(altOf('two.png'), 'The second upload');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const [values] = onSubmit.mock.calls[0];
    const body = buildRequestBody([imagesDef], values, { json: false, mode: 'edit', initial: { images: ['stored.webp'] } }) as FormData;
    expect(JSON.parse(String(body.get('imageAlts')))).toEqual(['The stored one', 'The second upload']);
  });
});
