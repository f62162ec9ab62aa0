// The add and edit form of every resource: fields from definitions, validation by
// the shared yup schema with `{ context: { mode } }`, the publish side panel, the
// submit button ('Updating...' / 'Saving...' while sending) and the timed message.

import { Form, Formik, yupToFormErrors, type FormikHelpers } from 'formik';
import type { AnyObjectSchema } from 'yup';
import type { FormMode } from '@agency/shared/contract';
import { Message, type TimedMessage } from '@agency/shared/ui';
import type { FieldDef, FormValues } from './field-types';
import { FormField } from './form-field';
import { PublishPanel } from './publish-panel';

export interface SubmitLabels {
  idle: string;
  busy: string;
}

/** After success the form starts again from `next` (edit: the saved entry), or from its blank values (add). */
export type SubmitOutcome = { ok: false } | { ok: true; next?: FormValues };

export interface ResourceFormProps {
  fields: readonly FieldDef[];
  schema: AnyObjectSchema;
  mode: FormMode;
  initialValues: FormValues;
  labels: SubmitLabels;
  /** Gets the form values and the same values cast by the schema. */
  onSubmit: (values: FormValues, cast: FormValues, helpers: FormikHelpers<FormValues>) => Promise<SubmitOutcome>;
  message: TimedMessage | null;
  /** `publish` (content screens): the static publish panel beside the fields holds the button.
   *  `plain` (account screens such as register or settings): the button follows the fields. */
  layout?: 'publish' | 'plain';
  /** Accessible name of the form. */
  label?: string;
}

export function ResourceForm({ fields, schema, mode, initialValues, labels, onSubmit, message, layout = 'publish', label }: ResourceFormProps) {
  const context = { mode };
  const validate = async (values: FormValues) => {
    try {
      await schema.validate(values, { abortEarly: false, context });
      return {};
    } catch (error) {
      return yupToFormErrors(error);
    }
  };

  const submit = async (values: FormValues, helpers: FormikHelpers<FormValues>) => {
    const cast = schema.cast(values, { context, assert: false }) as FormValues;
    const outcome = await onSubmit(values, cast, helpers);
    // Add forms start again empty after success (product §4); edit forms go on from what was saved.
    if (outcome.ok) helpers.resetForm(outcome.next ? { values: outcome.next } : undefined);
  };

  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={submit}>
      {({ isSubmitting }) => {
        const outcome = (
          <>
            {message ? <Message tone={message.tone}>{message.text}</Message> : null}
            <button type="submit" className="btn btn-primary admin-form__submit" disabled={isSubmitting}>
              {isSubmitting ? labels.busy : labels.idle}
            </button>
          </>
        );
        return (
          <Form className={`admin-form admin-form--${layout}`} noValidate aria-label={label}>
            <div className="admin-card admin-form__main">
              {fields.map((field) => (
                <FormField key={field.name} field={field} mode={mode} />
              ))}
              {layout === 'plain' ? <div className="admin-form__footer">{outcome}</div> : null}
            </div>
            {layout === 'publish' ? (
              <aside className="admin-form__side">
                <PublishPanel>{outcome}</PublishPanel>
              </aside>
            ) : null}
          </Form>
        );
      }}
    </Formik>
  );
}
