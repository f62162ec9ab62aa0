// Issue 16, done when: a text field added to one content type's description (here `tagline` on
// About Us, in the content model as a test extends it) shows in its admin form with its label,
// with no change to the resource file, and is sent with the entry.

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminArea } from '@agency/shared/contract';
import { resourceMessages } from '@agency/shared/contract/messages';
import { mockApi, uploadPicture } from '@agency/shared/testing';
import { pages } from '../features/about-us/about-us-pages';
import { fakeResource, imageFile, renderAdd, textFields } from '../test-support/admin-screens';

jest.mock('@agency/shared/contract/content-model', () => {
  const actual = jest.requireActual<typeof import('@agency/shared/contract/content-model')>('@agency/shared/contract/content-model');
  const about = actual.CONTENT_MODEL.about;
  const tagline = { label: 'Tagline', column: 'text', rule: 'optionalText', input: 'text' };
  return { ...actual, CONTENT_MODEL: { ...actual.CONTENT_MODEL, about: { ...about, fields: { ...about.fields, tagline } } } };
});

const api = fakeResource('aboutus', []);
mockApi(...api.handlers);

it('the About Us add screen has an input for the new field, labelled from the model, and sends it', async () => {
  const user = userEvent.setup();
  const { router } = renderAdd(pages.Add, adminArea('about'));
  const tagline = screen.getByRole('textbox', { name: 'Tagline' });
  await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Our story');
  await user.type(tagline, 'Search, first page');
  await uploadPicture(user, screen.getByLabelText(/^Image/), imageFile('team.png'));
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(router.state.location.state).toEqual({ saved: resourceMessages.about.created }));
  expect(textFields(api.last().body)).toMatchObject({ title: 'Our story', tagline: 'Search, first page' });
});
