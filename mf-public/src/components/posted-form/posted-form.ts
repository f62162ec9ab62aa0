// A form sent before the page's scripts ran comes back as the same page, rendered again by
// the site server with what was typed (shell/server/forms/form-posts.ts). The page's config
// names it, so the server's markup and the browser's hydration start from the same values;
// once the page has shown it, a later visit to the form starts empty again.

import { useEffect } from 'react';
import type { PostedForm } from '@agency/shared/contract';
import { getRuntimeConfig } from '@agency/shared/api';

/** What was sent in `form` before the scripts ran, if this page answers it. */
export const postedForm = (form: string): PostedForm | undefined => {
  const posted = getRuntimeConfig().postedForm;
  return posted?.form === form ? posted : undefined;
};

/** The typed values of `names` from a posted form (those it did not send are left out). */
export const postedValues = (posted: PostedForm | undefined, names: readonly string[]): Record<string, string> =>
  Object.fromEntries(names.flatMap((name) => (typeof posted?.values[name] === 'string' ? [[name, posted.values[name]]] : [])));

/** Forgets the posted form once shown, so a later visit in the same page load starts empty. */
export const useForgetPostedForm = (posted: PostedForm | undefined): void => {
  useEffect(() => {
    if (posted && typeof window !== 'undefined' && window.__APP_CONFIG__?.postedForm === posted) delete window.__APP_CONFIG__.postedForm;
  }, [posted]);
};
