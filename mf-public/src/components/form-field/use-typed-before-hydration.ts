// Text typed into a server-rendered form before the scripts ran sits in the DOM but not
// in formik's state, and the first render after hydration would write the empty value
// back. On mount the field takes in what its element holds, once.

import { useCallback, useEffect, useRef } from 'react';

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Returns the ref to put on the field's element. */
export const useTypedBeforeHydration = (value: string | undefined, keep: (typed: string) => void) => {
  const element = useRef<FieldElement | null>(null);
  useEffect(() => {
    const typed = element.current?.value;
    if (typed && typed !== (value ?? '')) keep(typed);
    // Only what was there when the field first mounted; later changes go through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return useCallback((node: FieldElement | null) => {
    element.current = node;
  }, []);
};
