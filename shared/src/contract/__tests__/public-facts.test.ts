// The content types are declared once (content-types.ts); the tables every package reads are
// derived from the declarations, and browser bundles carry a written-out snapshot of the public
// part only (webpack/content-public-facts.js), which must be current and hold no field or message.

import { CONTENT_MODEL } from '../content-model';
import { CONTENT_TYPES } from '../content-types';
import * as derived from '../content-types/public-facts';
import * as SNAPSHOT from '../content-types/public-facts.snapshot';
import { IMAGE_FOLDERS } from '../media';
import { resourceMessages } from '../messages';
import { PUBLISHABLE_RESOURCES } from '../publication';
import { CONTENT_RESOURCES, PAGE_HALVES } from '../resources';
import { ADMIN_AREAS } from '../routes';

test('the browser snapshot is the derivation of the declarations (else run `node webpack/content-public-facts.js`)', () => {
  expect({ ...SNAPSHOT }).toEqual(derived.publicFactsOf(CONTENT_TYPES));
});

test('the snapshot a visitor downloads carries no declared field label or message', () => {
  const text = JSON.stringify(SNAPSHOT);
  for (const type of Object.values(CONTENT_TYPES)) {
    for (const message of Object.values(type.messages)) if (typeof message === 'string') expect(text).not.toContain(message);
    for (const field of Object.values(type.fields)) expect(text).not.toContain(`"${field.label}"`);
  }
});

test('each declaration is listed under its own key', () => {
  for (const [key, type] of Object.entries(CONTENT_TYPES)) expect(type.key).toBe(key);
});

test('every table of a content type is read from its one declaration', () => {
  const { blog, singleBlog, faq, plan } = CONTENT_TYPES;
  expect(CONTENT_RESOURCES.blog).toEqual({
    key: 'blog',
    path: blog.path,
    tag: blog.tag,
    slugFrom: 'heading',
    images: 'single',
    imageKind: 'blog',
    richFields: ['description'],
  });
  expect(CONTENT_RESOURCES.plan).toMatchObject({ images: 'none', json: true });
  expect(CONTENT_MODEL.faq).toEqual({
    table: faq.table,
    newestFirst: false,
    labelField: 'heading',
    imageOptional: true,
    fields: faq.fields,
  });
  expect(IMAGE_FOLDERS.singleBlog).toBe(singleBlog.picture.folder);
  expect(IMAGE_FOLDERS).not.toHaveProperty('plan');
  expect(resourceMessages.plan).toBe(plan.messages);
  const { sidebar: _place, ...blogArea } = blog.admin;
  expect(ADMIN_AREAS.find((area) => area.key === 'blog')).toEqual({ ...blogArea, key: 'blog' });
  expect(PAGE_HALVES).toEqual({ blog: 'singleBlog', service: 'singleService' });
  expect(PUBLISHABLE_RESOURCES).toEqual(['about', 'blog', 'singleBlog', 'work', 'service', 'singleService', 'product']);
});

test('the sidebar keeps its order, the non-content areas between the types', () => {
  expect(ADMIN_AREAS.map((area) => area.key)).toEqual([
    'about',
    'blog',
    'singleBlog',
    'team',
    'work',
    'service',
    'singleService',
    'product',
    'testimonial',
    'contact',
    'faq',
    'plan',
    'user',
  ]);
});

test('a type added to the list reaches every derived table', () => {
  const note = {
    ...CONTENT_TYPES.work,
    key: 'note',
    path: 'notes',
    tag: 'Note',
    picture: { images: 'single', folder: 'noteimg' },
    admin: { ...CONTENT_TYPES.work.admin, sidebar: 55, label: 'Notes', list: '/note-list' },
  } as const;
  const facts = derived.publicFactsOf({ ...CONTENT_TYPES, note });
  expect(facts.resources).toHaveProperty('note', expect.objectContaining({ path: 'notes', imageKind: 'note' }));
  expect(facts.imageFolders).toHaveProperty('note', 'noteimg');
  expect(facts.adminAreas.map((area) => area.key).slice(4, 7)).toEqual(['work', 'note', 'service']);
  expect(facts.publishable).toContain('note');
});
