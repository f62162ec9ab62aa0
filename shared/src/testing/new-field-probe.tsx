// The admin half of "add a field: one line and a migration": a test adds a text field (`tagline`,
// labelled `<key> tagline`) to the content model with jest.mock, and this probe opens a content
// type's edit screen on a stored entry that holds it, checks the input shows the stored value,
// changes the entry's title, saves, and returns what the save sent for that type.

import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTENT_MODEL, hasSeoFields, modelFieldsOf, type ModelField } from '@agency/shared/contract/content-model';
import { resourceMessages } from '@agency/shared/contract/messages';
import { CONTENT_RESOURCES, isPublishable, type ContentResourceKey } from '@agency/shared/contract';
import { apiUrl, http, HttpResponse } from './api-server';
import { renderWithStore } from './render-with-store';

export const NEW_FIELD = 'tagline';
export const STORED_TAGLINE = 'Found on the first page';

/** The new field as the recipe adds it to `key`'s fields (a test's jest.mock of the content model builds the same). */
export const newFieldLabel = (key: ContentResourceKey) => `${key} tagline`;

/** A stored value every rule of the field accepts. */
const storedValue = (field: ModelField): unknown => {
  switch (field.rule) {
    case 'requiredText':
      return `Stored ${field.label}`;
    case 'richText':
      return '<p>Stored text</p>';
    case 'number':
      return field.column === 'nullableNumber' ? null : 1;
    case 'choice':
      return field.options?.[0] ?? '';
    case 'flag':
      return false;
    case 'features':
      return [];
    default:
      return '';
  }
};

const SLUG = 'probe';

/** A stored entry of `key` as the API returns it, with the new field holding STORED_TAGLINE. */
export const storedEntryOf = (key: ContentResourceKey): Record<string, unknown> & { _id: string } => {
  const { images, slugFrom } = CONTENT_RESOURCES[key];
  return {
    _id: `${key}-1`,
    ...Object.fromEntries(modelFieldsOf(CONTENT_MODEL[key]).map(([name, field]) => [name, storedValue(field)])),
    [NEW_FIELD]: STORED_TAGLINE,
    ...(slugFrom ? { slug: SLUG } : {}),
    ...(images === 'single' ? { image: 'stored.webp', imageAlt: '' } : {}),
    ...(images === 'many' ? { images: ['stored.webp'], imageAlts: [''] } : {}),
    ...(isPublishable(key) ? { state: 'published', publishAt: null } : {}),
    ...(hasSeoFields(key)
      ? { metaTitle: '', metaDescription: '', socialImage: '', canonicalUrl: '', noindex: false, focusKeyphrase: '' }
      : {}),
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T10:00:00.000Z',
  };
};

type Sent = Record<string, unknown>;

/** The API of `keys`: each holds its stored entry (found by id or slug) and records the updates it gets. */
export const newFieldApi = (keys: readonly ContentResourceKey[]) => {
  const sent = new Map<ContentResourceKey, Sent[]>();
  const handlers = keys.flatMap((key) => {
    const { path } = CONTENT_RESOURCES[key];
    const entry = storedEntryOf(key);
    const found = (id: unknown) =>
      id === entry._id || id === entry.slug ? HttpResponse.json(entry) : HttpResponse.json({}, { status: 404 });
    return [
      http.get(apiUrl(`${path}/slug/:slug`), ({ params }) => found(params.slug)),
      http.get(apiUrl(`${path}/:id`), ({ params }) => found(params.id)),
      http.put(apiUrl(`${path}/:id`), async ({ request }) => {
        const body: Sent = request.headers.get('content-type')?.includes('application/json')
          ? ((await request.json()) as Sent)
          : Object.fromEntries([...(await request.formData()).entries()]);
        sent.set(key, [...(sent.get(key) ?? []), body]);
        return HttpResponse.json({ ...entry, updatedAt: '2025-01-02T00:00:00.000Z' });
      }),
    ];
  });
  return { handlers, sentTo: (key: ContentResourceKey) => sent.get(key) ?? [], reset: () => sent.clear() };
};

export interface NewFieldProbe {
  key: ContentResourceKey;
  /** The type's edit screen, and its route and route pattern. */
  Edit: ComponentType;
  route: string;
  path: string;
  /** The label of the entry's title input (a label field or a pair editor's title). */
  titleLabel: string;
}

/** Opens the edit screen, finds the new field's input holding the stored value, changes the title and saves. */
export const editBesideNewField = async ({ key, Edit, route, path, titleLabel }: NewFieldProbe) => {
  const user = userEvent.setup();
  renderWithStore(<Edit />, { route, path });
  const title = await screen.findByRole('textbox', { name: new RegExp(`^${titleLabel}\\s*\\*?$`) });
  const input = screen.getByRole('textbox', { name: newFieldLabel(key) });
  expect(input).toHaveValue(STORED_TAGLINE);
  await user.type(title, ' changed');
  await user.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByText(resourceMessages[key].updated)).toBeInTheDocument();
};
