// The draft of a screen belongs to the signed-in account and the screen's address:
// a colleague on the same browser is never offered someone else's text.

import { useLocation } from '@agency/shared/router';
import { useIsSignedIn, useMeQuery } from '@agency/shared/api';
import { draftStorageKey } from './draft-storage';

export const useDraftKey = (key?: string): string | undefined => {
  const { pathname } = useLocation();
  const signedIn = useIsSignedIn();
  const { data: me } = useMeQuery(undefined, { skip: !signedIn });
  return me ? draftStorageKey(me._id, key ?? pathname) : undefined;
};
