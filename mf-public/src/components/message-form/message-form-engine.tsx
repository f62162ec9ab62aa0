// The formik side of a message form, downloaded when the visitor starts using it:
// formik with the form's yup rules, the send flow, and focus on the first invalid
// field after a refused submit. It renders nothing: it runs the FormStore the fields
// already render from, and publishes formik's state there after every render.

import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { prepareDataForValidation, useFormik, yupToFormErrors } from 'formik';
import { type ContactSource } from '@agency/shared/contract';
import { contactSchemaFor } from '@agency/shared/schemas';
import { useSendMessage } from '../../hooks/use-send-message';
import type { CaptchaSession } from '../captcha/captcha-session';
import type { FieldValues, FormStore } from './form-store';

export interface MessageFormEngineProps {
  store: FormStore;
  captcha: CaptchaSession;
  form: RefObject<HTMLFormElement | null>;
  source: ContactSource;
  sourceDetail: string;
  successText: string;
}

/** One field's message under the form's rules, as formik's whole-form validation gives it (the
 *  fields' rules are independent and synchronous). */
export const fieldError = (schema: ReturnType<typeof contactSchemaFor>, name: string, values: FieldValues): string | undefined => {
  try {
    schema.validateSyncAt(name, prepareDataForValidation(values), { abortEarly: false });
    return undefined;
  } catch (error) {
    return (yupToFormErrors(error) as Partial<FieldValues>)[name];
  }
};

export function MessageFormEngine({ store, captcha, form, source, sourceDetail, successText }: MessageFormEngineProps) {
  const sender = useSendMessage({ source, sourceDetail, successText, captcha });
  // What the visitor typed before formik arrived is where formik starts.
  const [initial] = useState(store.getSnapshot);
  const schema = contactSchemaFor(source);
  const formik = useFormik<FieldValues>({
    initialValues: initial.values,
    initialTouched: initial.touched,
    validationSchema: schema,
    // A keystroke checks its own field alone, and only once its message shows (below); blur and
    // submit check the whole form.
    validateOnChange: false,
    // A field left before formik arrived shows its message now, as its blur would have.
    validateOnMount: Object.keys(initial.touched).length > 0,
    onSubmit: sender.submit,
  });

  // Connected before the first publish, so a Send pressed while this loaded goes out now.
  const latest = useRef(formik);
  latest.current = formik;
  useLayoutEffect(
    () =>
      store.connect({
        change: (name, value) => {
          const { setFieldValue, setFieldError, touched, values } = latest.current;
          void setFieldValue(name, value);
          if (touched[name]) setFieldError(name, fieldError(schema, name, { ...values, [name]: value }));
        },
        blur: (name) => void latest.current.setFieldTouched(name, true),
        submit: () => void latest.current.submitForm(),
      }),
    [store, schema],
  );

  useLayoutEffect(() => {
    store.publish({
      values: formik.values,
      errors: formik.errors as Record<string, string>,
      touched: formik.touched as Record<string, boolean>,
      isSubmitting: formik.isSubmitting,
      failure: sender.failure,
      captchaMissing: sender.captchaMissing,
    });
  });

  // A refused submit: the visitor lands on the first field to fix.
  const { submitCount, isSubmitting, errors } = formik;
  const focusedFor = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === focusedFor.current) return;
    const invalid = Object.keys(errors).filter((name) => errors[name]);
    if (invalid.length === 0) return;
    focusedFor.current = submitCount;
    const fields = Array.from(form.current?.querySelectorAll<HTMLElement & { name: string }>('input, select, textarea') ?? []);
    fields.find((field) => invalid.includes(field.name))?.focus();
  }, [submitCount, isSubmitting, errors, form]);

  return null;
}
