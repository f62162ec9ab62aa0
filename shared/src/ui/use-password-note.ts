// What the password rule says about the new password being typed, a moment after the last key:
// for a live note beside the field (aria-live), before the field is left or the form sent. The
// rule is passed in (`passwordNote` of @agency/shared/schemas), so this kit stays light: the
// rule's estimator is fetched on the first key, never with the page.

import { useEffect, useState } from 'react';

/** Long enough not to judge every key of a fast typist, short enough to read as immediate. */
const SETTLE_MS = 200;

export type PasswordJudge = (password: string, userInputs: string[]) => Promise<string>;

/** '' while nothing is typed (or the rule could not load); else the rule's reason, or that it is strong enough. */
export const usePasswordNote = (password: string, userInputs: string[], judge: PasswordJudge): string => {
  const [note, setNote] = useState('');
  const inputsKey = userInputs.join('\n');
  useEffect(() => {
    if (!password) {
      setNote('');
      return undefined;
    }
    let current = true;
    const timer = setTimeout(() => {
      judge(password, inputsKey ? inputsKey.split('\n') : []).then(
        (text) => current && setNote(text),
        () => current && setNote(''),
      );
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, inputsKey, judge]);
  return note;
};
