// Add a field: one line and a migration, for every type (the people's two; mf-admin-content's test
// of the same name walks the other nine). A text field added to team or testimonials in the content
// model (as a test extends it, labelled `<key> tagline`) shows in its edit screen holding the stored
// value, and a save that changes the name sends it unchanged.

import type { ComponentType } from 'react';
import { adminArea } from '@agency/shared/contract';
import { CONTENT_MODEL } from '@agency/shared/contract/content-model';
import { editBesideNewField, mockApi, NEW_FIELD, newFieldApi, STORED_TAGLINE } from '@agency/shared/testing';
import { pages } from '../pages';

jest.mock('@agency/shared/contract/content-model', () => {
  const actual = jest.requireActual<typeof import('@agency/shared/contract/content-model')>('@agency/shared/contract/content-model');
  const tagline = (key: string) => ({ label: `${key} tagline`, column: 'text', rule: 'optionalText', input: 'text' });
  const model = Object.fromEntries(
    Object.entries(actual.CONTENT_MODEL).map(([key, resource]) => [
      key,
      { ...resource, fields: { ...resource.fields, tagline: tagline(key) } },
    ]),
  );
  return { ...actual, CONTENT_MODEL: model };
});

const KEYS = ['team', 'testimonial'] as const;
/** Each edit screen as the shell loads it from this remote (`${Key}Edit`): the team's own, the testimonials' from their declaration. */
const editScreen = async (key: (typeof KEYS)[number]): Promise<ComponentType> =>
  (await pages[`${key.charAt(0).toUpperCase()}${key.slice(1)}Edit`]()).default as ComponentType;
const api = newFieldApi(KEYS);
mockApi(...api.handlers);
beforeEach(() => api.reset());

it.each(KEYS)('%s: the new field shows in the editor with its stored value, and a save of another field keeps it', async (key) => {
  const { edit } = adminArea(key);
  const titleLabel = CONTENT_MODEL[key].fields.title.label;
  await editBesideNewField({ key, Edit: await editScreen(key), route: `${edit}/${key}-1`, path: `${edit}/:id`, titleLabel });
  const [sent] = api.sentTo(key);
  expect(sent).toBeDefined();
  // Sent unchanged, or left out (the API keeps a field an update leaves out).
  if (NEW_FIELD in sent) expect(sent[NEW_FIELD]).toBe(STORED_TAGLINE);
});
