// Validating request values with the shared yup schemas and turning failures
// into `{ field: message }` maps (first message per field).

import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
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
  try {
    const cast = await schema.validate(values, { abortEarly: false, stripUnknown: true, context: options.context });
    return { values: cast };
  } catch (error) {
    if (ValidationError.isError(error)) return { errors: fieldErrorsOf(error) };
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
