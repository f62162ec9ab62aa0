// What a declaration's editor part gives the screens built from it: autofill hints on its inputs and
// its own message durations (testimonials: no autofill of someone else's name, 2 s messages, product §9).

import { MESSAGE_SHORT_MS } from '@agency/shared/contract';
import { declaredResource } from '../resource/declared-resource';

it("takes each input's autofill hint and the message durations from the type's declaration", () => {
  const resource = declaredResource('testimonial');
  const autofill = Object.fromEntries(
    resource.fields.map((field) => [field.name, 'autoComplete' in field ? field.autoComplete : undefined]),
  );
  expect(autofill).toMatchObject({ title: 'off', role: 'off' });
  expect(resource.durations).toEqual({ create: MESSAGE_SHORT_MS, update: MESSAGE_SHORT_MS });
});

it('gives a type whose declaration has no editor part the defaults', () => {
  const resource = declaredResource('work');
  expect(resource.durations).toBeUndefined();
  expect(resource.fields.find((field) => field.name === 'title')).not.toHaveProperty('autoComplete');
});
