// The content model holds together (issue 16): each resource's label is one of its own fields, the
// fields stored as rich HTML (CONTENT_RESOURCES.richFields, sanitized on write) are the ones it
// edits as rich text, a choice has its options and a bound names a number field of the same entry.

import { CONTENT_MODEL, modelFieldsOf } from '../content-model';
import { CONTENT_RESOURCES, type ContentResourceKey } from '../resources';

const KEYS = Object.keys(CONTENT_RESOURCES) as ContentResourceKey[];

test('describes every content resource', () => {
  expect(Object.keys(CONTENT_MODEL).sort()).toEqual([...KEYS].sort());
});

describe.each(KEYS)('%s', (key) => {
  const model = CONTENT_MODEL[key];
  const fields = modelFieldsOf(model);

  test('is labelled by one of its own text fields', () => {
    expect(fields.find(([name]) => name === model.labelField)?.[1].column).toBe('text');
  });

  test('edits as rich text exactly the fields stored as rich HTML', () => {
    const rich = fields.filter(([, field]) => field.rule === 'richText' && field.input === 'rich').map(([name]) => name);
    expect(rich).toEqual(CONTENT_RESOURCES[key].richFields);
  });

  test('gives each choice its options and bounds a number by a number field', () => {
    for (const [, field] of fields) {
      if (field.rule === 'choice') expect(field.options?.length).toBeGreaterThan(0);
      if (field.notAbove) expect(fields.find(([name]) => name === field.notAbove)?.[1].rule).toBe('number');
    }
  });
});
