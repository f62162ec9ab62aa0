// Validating request values with the shared yup schemas and turning failures
// into `{ field: message }` maps (first message per field).

import { ValidationError, type AnyObjectSchema, type InferType, type Schema } from 'yup';
import { apiMessages } from '@agency/shared/contract/messages';
import { invalidFields, type FieldErrors } from './reply-error';

export const fieldErrorsOf = (error: ValidationError): FieldErrors => {
  const errors: FieldErrors = {};
  const all = error.inner.length > 0 ? error.inner : [error];
  for (const item of all) {
    const field = item.path || '_';
    errors[field] ??= item.message;
  }
  return errors;
};

/** A plain object of the request body, or `{}` for anything else (arrays, strings, nothing). */
export const bodyRecord = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * yup's string transforms (trim) throw on objects and arrays instead of failing
 * validation. Such values can only come from a hand-made JSON body: mark them as
 * invalid fields and leave them out, recursing through objects and lists. Keys
 * that are not fields of the schema are dropped here (yup would strip them
 * anyway, but it looks a key like `constructor` up on the prototype and throws).
 */
const scrubNonText = (schema: Schema, value: unknown, path: string, errors: FieldErrors): unknown => {
  const node = schema as Schema & { fields?: Record<string, Schema>; innerType?: Schema };
  if (node.type === 'string') {
    if (typeof value === 'object' && value !== null) {
      errors[path] = apiMessages.validationFailed;
      return undefined;
    }
    return value;
  }
  if (node.type === 'object' && node.fields && isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(node.fields)) {
      if (Object.hasOwn(value, key)) out[key] = scrubNonText(field, value[key], path ? `${path}.${key}` : key, errors);
    }
    return out;
  }
  if (node.type === 'array' && node.innerType && Array.isArray(value)) {
    return value.map((item, i) => scrubNonText(node.innerType!, item, `${path}[${i}]`, errors));
  }
  return value;
};

/** Paths of the strings in a cast value that hold a NUL: PostgreSQL text cannot store one. */
const nulPaths = (value: unknown, path: string, errors: FieldErrors): void => {
  if (typeof value === 'string') {
    if (value.includes('\0')) errors[path || '_'] = apiMessages.nulCharacter;
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => nulPaths(item, `${path}[${i}]`, errors));
  } else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) nulPaths(item, path ? `${path}.${key}` : key, errors);
  }
};

export interface ValidateOptions {
  context?: Record<string, unknown>;
}

/**
 * Validates and casts `values` with `schema`: unknown keys dropped, every error
 * collected. Returns the cast values or the field errors.
 */
export const validateFields = async <S extends AnyObjectSchema>(
  schema: S,
  values: Record<string, unknown>,
  options: ValidateOptions = {},
): Promise<{ values: NonNullable<InferType<S>>; errors?: undefined } | { values?: undefined; errors: FieldErrors }> => {
  const wrongType: FieldErrors = {};
  const scrubbed = scrubNonText(schema, values, '', wrongType) as Record<string, unknown>;
  nulPaths(scrubbed, '', wrongType);
  try {
    const cast = await schema.validate(scrubbed, { abortEarly: false, stripUnknown: true, context: options.context });
    nulPaths(cast, '', wrongType); // again: a JSON text field (features) is parsed by the schema
    if (Object.keys(wrongType).length > 0) return { errors: wrongType };
    return { values: cast };
  } catch (error) {
    if (ValidationError.isError(error)) return { errors: { ...fieldErrorsOf(error), ...wrongType } };
    throw error;
  }
};

/** Like `validateFields`, but throws the 400 reply on failure. */
export const validateOrThrow = async <S extends AnyObjectSchema>(
  schema: S,
  values: Record<string, unknown>,
  options: ValidateOptions = {},
): Promise<NonNullable<InferType<S>>> => {
  const result = await validateFields(schema, values, options);
  if (result.errors) throw invalidFields(result.errors);
  return result.values;
};
