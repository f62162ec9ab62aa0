// The JSON Schema of a request body, read from the yup schema that validates it (`describe()`), so
// the API description says what the route checks: the fields, which are required, their lengths,
// choices and formats. Rules yup runs as code (a password's strength, two fields matching) stay
// with the route's 400 and its field messages.

import type { AnySchema, SchemaDescription, SchemaFieldDescription } from 'yup';
import type { JsonSchema } from './content-schemas';

type Described = SchemaDescription & { fields?: Record<string, SchemaFieldDescription>; innerType?: SchemaFieldDescription };

const paramOf = (description: Described, test: string, param: string): unknown =>
  description.tests.find((entry) => entry.name === test)?.params?.[param];

const stringSchema = (description: Described): JsonSchema => {
  const min = paramOf(description, 'min', 'min') ?? paramOf(description, 'length', 'length');
  const max = paramOf(description, 'max', 'max') ?? paramOf(description, 'length', 'length');
  const isEmail = description.tests.some((entry) => entry.name === 'email');
  return {
    type: 'string',
    ...(typeof min === 'number' ? { minLength: min } : {}),
    ...(typeof max === 'number' ? { maxLength: max } : {}),
    ...(isEmail ? { format: 'email' } : {}),
  };
};

const numberSchema = (description: Described): JsonSchema => {
  const min = paramOf(description, 'min', 'min');
  const max = paramOf(description, 'max', 'max');
  const isInteger = description.tests.some((entry) => entry.name === 'integer');
  return {
    type: isInteger ? 'integer' : 'number',
    ...(typeof min === 'number' ? { minimum: min } : {}),
    ...(typeof max === 'number' ? { maximum: max } : {}),
  };
};

/** Choices given as values (not as references to another field, such as a password's confirmation). */
const choicesOf = (description: Described): unknown[] => description.oneOf.filter((value) => value === null || typeof value !== 'object');

const fieldSchema = (description: Described): JsonSchema => {
  const base: JsonSchema = (() => {
    switch (description.type) {
      case 'object':
        return objectSchema(description);
      case 'array':
        return { type: 'array', ...(description.innerType ? { items: fieldSchema(description.innerType as Described) } : {}) };
      case 'string':
        return stringSchema(description);
      case 'number':
        return numberSchema(description);
      case 'boolean':
        return { type: 'boolean' };
      default:
        return {};
    }
  })();
  const choices = choicesOf(description);
  const withChoices = choices.length > 0 ? { ...base, enum: choices } : base;
  return description.label ? { ...withChoices, title: description.label } : withChoices;
};

const objectSchema = (description: Described): JsonSchema => {
  const fields = Object.entries(description.fields ?? {}) as Array<[string, Described]>;
  const required = fields.filter(([, field]) => !field.optional).map(([name]) => name);
  return {
    type: 'object',
    properties: Object.fromEntries(fields.map(([name, field]) => [name, fieldSchema(field)])),
    ...(required.length > 0 ? { required } : {}),
  };
};

/** The JSON Schema of what `schema` (a yup object) accepts. */
export const jsonSchemaOf = (schema: AnySchema): JsonSchema => objectSchema(schema.describe() as Described);

/** A body one of several yup schemas accepts (a route that takes two payloads). */
export const oneOfSchemas = (...schemas: AnySchema[]): JsonSchema => ({ oneOf: schemas.map(jsonSchemaOf) });

/** A body that is `base` and one of `variants` at once (an envelope around one of several forms). */
export const envelopedSchemas = (base: AnySchema, variants: AnySchema[]): JsonSchema => ({
  allOf: [jsonSchemaOf(base), { oneOf: variants.map(jsonSchemaOf) }],
});
