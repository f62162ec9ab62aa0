// Add a field: one line and a migration, for every type. Each content type this remote edits gets a
// text field in the content model (as a test extends it, labelled `<key> tagline`), with no other
// change: its edit screen (the post and service editors for blogs, single blogs, services and single
// services) shows an input for it holding the stored value, and a save that changes the title sends
// the field unchanged. (Team and testimonials: mf-admin-people's test of the same name.)

import type { ComponentType } from 'react';
import { adminArea, CONTENT_RESOURCE_KEYS, type ContentResourceKey } from '@agency/shared/contract';
import { editBesideNewField, mockApi, NEW_FIELD, newFieldApi, STORED_TAGLINE } from '@agency/shared/testing';
import { CONTENT_MODEL } from '@agency/shared/contract/content-model';
import { PAIRS } from '../features/posts/pair-config';
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

type Key = Exclude<ContentResourceKey, 'team' | 'testimonial'>;

/** The post and service editors title both halves with one input, labelled as the editor declares. */
const titleLabelOf = (key: Key): string => {
  const pair = Object.values(PAIRS).find((candidate) => candidate.cardKey === key || candidate.bodyKey === key);
  if (pair) return pair.titleLabel;
  const model = CONTENT_MODEL[key];
  return model.fields[model.labelField as keyof typeof model.fields]['label'];
};

/** Every type whose screens this remote serves, each edit screen as the shell loads it (`${Key}Edit`). */
const KEYS = CONTENT_RESOURCE_KEYS.filter((key): key is Key => adminArea(key).remote === 'mf_admin_content');
const editScreen = async (key: Key): Promise<ComponentType> =>
  (await pages[`${key.charAt(0).toUpperCase()}${key.slice(1)}Edit`]()).default as ComponentType;
const api = newFieldApi(KEYS);
mockApi(...api.handlers);
beforeEach(() => api.reset());

it.each(KEYS)('%s: the new field shows in the editor with its stored value, and a save of another field keeps it', async (key) => {
  const { edit } = adminArea(key);
  const Edit = await editScreen(key);
  await editBesideNewField({ key, Edit, route: `${edit}/${key}-1`, path: `${edit}/:id`, titleLabel: titleLabelOf(key) });
  const [sent] = api.sentTo(key);
  expect(sent).toBeDefined();
  // Sent unchanged, or left out (the API keeps a field an update leaves out).
  if (NEW_FIELD in sent) expect(sent[NEW_FIELD]).toBe(STORED_TAGLINE);
});
