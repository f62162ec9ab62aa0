// The one image picker: an image field takes any stored image from the library (another
// entry's cover too) with its alt text; an upload of a picture already stored asks
// whether to use the stored one or keep both.

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object } from 'yup';
import type { MediaItem } from '@agency/shared/contract';
import { mediaChoiceMessages } from '@agency/shared/contract/messages';
import { imageAltField, imageField } from '@agency/shared/schemas';
import { altTextBox, apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import { MediaUploadForm, ResourceForm, type FieldDef, type FormValues } from '@agency/shared/admin';

const COVER: MediaItem = {
  _id: 'blog:0123456789abcdef01234567.webp',
  file: '0123456789abcdef01234567.webp',
  alt: 'A harbour at dawn',
  name: '0123456789abcdef01234567.webp',
  size: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  usedBy: [{ resource: 'blog', _id: 'b1', label: 'Harbour post' }],
  kind: 'blog',
};
const STORED: MediaItem = { ...COVER, _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', kind: undefined, alt: 'Green field', usedBy: [] };

const posted: FormData[] = [];
mockApi(
  http.get(apiUrl('media'), () => HttpResponse.json({ data: [COVER] })),
  http.get(
    apiUrl(`blogimg/${COVER.file}`),
    () => new HttpResponse(new Uint8Array([82, 73, 70, 70]), { headers: { 'content-type': 'image/webp' } }),
  ),
  http.post(apiUrl('media'), async ({ request }) => {
    const body = await request.formData();
    posted.push(body);
    return body.get('duplicate') === 'keep'
      ? HttpResponse.json({ ...STORED, _id: 'bbbbbbbbbbbbbbbbbbbbbbbb', alt: String(body.get('alt')) }, { status: 201 })
      : HttpResponse.json({ message: mediaChoiceMessages.duplicate, existing: STORED }, { status: 409 });
  }),
);

const imageDef: FieldDef = { kind: 'image', name: 'image', label: 'Image', imageKind: 'work', previewSize: 100, altName: 'imageAlt' };

it('an image field takes another entry’s cover from the library, with its alt text, as a file of its own', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn(async (_values: FormValues, _cast: FormValues) => ({ ok: false as const }));
  renderWithStore(
    <ResourceForm
      fields={[imageDef]}
      schema={object({ image: imageField(true), imageAlt: imageAltField() })}
      mode="create"
      initialValues={{ image: null, imageAlt: '' }}
      labels={{ idle: 'Save', busy: 'Saving...' }}
      onSubmit={onSubmit}
      message={null}
    />,
  );
  await user.click(screen.getByRole('button', { name: new RegExp(`^${mediaChoiceMessages.fromLibrary}`) }));
  const dialog = screen.getByRole('dialog', { name: `${mediaChoiceMessages.pickTitle}: Image` });
  expect(await within(dialog).findByText(mediaChoiceMessages.entryImage('Harbour post'))).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: `Insert ${COVER.alt}` }));
  await waitFor(() => expect(altTextBox()).toHaveValue(COVER.alt));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  const [values] = onSubmit.mock.calls[0];
  expect(values.imageAlt).toBe(COVER.alt);
  // A file of the picture's bytes: the form uploads it as the entry's own.
  expect(values.image).toMatchObject({ name: COVER.file, type: 'image/webp' });
});

it('an upload of a stored picture asks: use the stored one, or keep both', async () => {
  const user = userEvent.setup();
  const onUploaded = jest.fn();
  renderWithStore(<MediaUploadForm onUploaded={onUploaded} />);
  const form = screen.getByRole('form', { name: 'Upload an image' });
  const pick = async () => {
    await user.upload(within(form).getByLabelText('Image'), new File(['png'], 'field.png', { type: 'image/png' }));
    await user.type(within(form).getByRole('textbox', { name: /^Alt text/ }), 'Meadow');
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
  };
  await pick();
  const choice = await within(form).findByRole('group', { name: new RegExp(mediaChoiceMessages.duplicateTitle) });
  expect(choice).toHaveTextContent(mediaChoiceMessages.duplicateQuestion('Green field'));
  expect(onUploaded).not.toHaveBeenCalled();
  await user.click(within(choice).getByRole('button', { name: mediaChoiceMessages.useExisting }));
  expect(onUploaded).toHaveBeenLastCalledWith(STORED);

  await pick();
  await user.click(await within(form).findByRole('button', { name: mediaChoiceMessages.keepBoth }));
  await waitFor(() =>
    expect(onUploaded).toHaveBeenLastCalledWith(expect.objectContaining({ _id: 'bbbbbbbbbbbbbbbbbbbbbbbb', alt: 'Meadow' })),
  );
  expect(posted.at(-1)?.get('duplicate')).toBe('keep');
});
