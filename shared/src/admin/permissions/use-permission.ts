// What the signed-in staff role may do (product §6), from GET /auth/me: the admin hides or
// disables what it may not and says why. Until /auth/me answers (or from an API that names no
// permissions) everything shows: the API refuses what the role may not do in any case.

import { useIsSignedIn, useMeQuery } from '@agency/shared/api';
import { roleMessages } from '@agency/shared/contract/messages';
import type { Permission } from '@agency/shared/contract/messages';

export interface PermissionCheck {
  allowed: boolean;
  /** Why not, for the note beside a disabled control; undefined when allowed. */
  reason?: string;
}

/** Whether the signed-in role has any of `wanted` (none asked: allowed). */
export const usePermission = (wanted: Permission | readonly Permission[] | undefined): PermissionCheck => {
  const signedIn = useIsSignedIn();
  const { data: me } = useMeQuery(undefined, { skip: !signedIn });
  const list = wanted === undefined ? [] : [wanted].flat();
  const granted = me?.permissions;
  if (list.length === 0 || granted === undefined) return { allowed: true };
  if (list.some((permission) => granted.includes(permission))) return { allowed: true };
  return { allowed: false, reason: roleMessages.notAllowed[list[0]] };
};

/** What saving a content entry needs (the API's own rule per route): authors draft entries with a
 *  public page, SEO specialists change the SEO fields of entries with a page of their own. */
export const contentWritePermissions = (publishable: boolean, seoFields: boolean, mode: 'create' | 'edit'): Permission[] => {
  const writes: Permission = publishable ? 'content.draft' : 'content.edit';
  return mode === 'edit' && seoFields ? [writes, 'content.seo'] : [writes];
};
