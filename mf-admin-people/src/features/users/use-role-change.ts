// Promoting a member to staff or back, with the outcome as a timed message: the
// server's reason when it refuses (the last staff account), else the catalogue's.

import { useCallback } from 'react';
import { MESSAGE_LONG_MS, type Role, type User } from '@agency/shared/contract';
import { resourceMessages } from '@agency/shared/contract/messages';
import { serverMessage } from '@agency/shared/api';
import { useSetUserRoleMutation } from '@agency/shared/staff-api';
import { useTimedMessage } from '@agency/shared/ui';

const messages = resourceMessages.user;

export const useRoleChange = () => {
  const [setRole, { isLoading, originalArgs }] = useSetUserRoleMutation();
  const { message, show } = useTimedMessage();

  const change = useCallback(
    async (user: User, role: Role) => {
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
