// Giving an account a role (a staff role or member), with the outcome as a timed message: the
// server's reason when it refuses (the last owner), else the catalogue's.

import { useCallback } from 'react';
import { MESSAGE_LONG_MS, type User } from '@agency/shared/contract';
import { resourceMessages } from '@agency/shared/contract/messages';
import { serverMessage } from '@agency/shared/api';
import { useSetUserRoleMutation, type AssignableRole } from '@agency/shared/staff-api';
import { useTimedMessage } from '@agency/shared/ui';

const messages = resourceMessages.user;

export const useRoleChange = () => {
  const [setRole, { isLoading, originalArgs }] = useSetUserRoleMutation();
  const { message, show } = useTimedMessage();

  const change = useCallback(
    async (user: User, role: AssignableRole) => {
      try {
        await setRole({ id: user._id, role }).unwrap();
        show(messages.updated, 'success', MESSAGE_LONG_MS);
      } catch (error) {
        show(serverMessage(error as Parameters<typeof serverMessage>[0]) ?? messages.updateFailed, 'error', MESSAGE_LONG_MS);
      }
    },
    [setRole, show],
  );

  /** The user whose role is being changed right now. */
  const pendingId = isLoading ? originalArgs?.id : undefined;
  return { change, pendingId, message };
};
