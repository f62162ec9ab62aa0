// After a submit that failed validation (in the browser or on the server), focus goes
// to the first field marked invalid, so keyboard and screen-reader users land on it.

import { useEffect, useRef, type RefObject } from 'react';
import { useFormikContext } from 'formik';

export const firstInvalidControl = (form: HTMLElement | null): HTMLElement | null =>
  form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? null;

export function FocusFirstInvalid({ form }: { form: RefObject<HTMLFormElement | null> }) {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext();
  const handled = useRef(submitCount);

  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    if (Object.keys(errors).length === 0) return;
    // The error marks render with this update; focus once they are in the page.
    requestAnimationFrame(() => {
      const control = firstInvalidControl(form.current);
      control?.focus();
      control?.scrollIntoView?.({ block: 'center' });
    });
  }, [submitCount, isSubmitting, isValidating, errors, form]);

  return null;
}
