// The list's notice after a message was deleted from its own page (which then returns to the list):
// the message moved to the trash, with Undo and a link to the trash, as a delete from the list says.
// The page hands the message over in the navigation's state, so a reload does not show it again.

import { useState } from 'react';
import { useLocation, useNavigate } from '@agency/shared/router';
import { TRASH_PATH } from '@agency/shared/contract';
import { trashMessages } from '@agency/shared/contract/messages';
import { serverMessage } from '@agency/shared/api';
import { useRestoreFromTrashMutation } from '@agency/shared/staff-api';
import { UndoToast } from '@agency/shared/admin';
import { Message } from '@agency/shared/ui';

/** What the detail page passes to the list: the message it moved to the trash. */
export interface TrashedContactState {
  trashedContact: { id: string; name: string };
}

const trashedOf = (state: unknown): TrashedContactState['trashedContact'] | undefined =>
  (state as Partial<TrashedContactState> | null)?.trashedContact;

export function TrashedContactNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const [restore] = useRestoreFromTrashMutation();
  const [failure, setFailure] = useState<string | undefined>();
  const trashed = trashedOf(location.state);
  if (!trashed) return null;
  const forget = () => navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  const undo = async () => {
    setFailure(undefined);
    try {
      await restore(trashed.id).unwrap();
      forget();
    } catch (error) {
      setFailure(serverMessage(error as Parameters<typeof serverMessage>[0]) ?? trashMessages.restoreFailed);
    }
  };
  return (
    <>
      <UndoToast text={trashMessages.movedToTrash(trashed.name)} onUndo={undo} onDismiss={forget} trashTo={TRASH_PATH} />
      {failure ? <Message tone="error">{failure}</Message> : null}
    </>
  );
}
