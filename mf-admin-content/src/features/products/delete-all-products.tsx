// 'Delete all products' (product §4 has the dialog but no button): a labelled button
// opens the confirmation, whose Confirm works once 'products' is typed (issue 21); on success
// (200) the list empties at once, and the notice offers Undo, which puts every product back
// from the trash, and a link to the trash.

import { useState } from 'react';
import { MESSAGE_LONG_MS, type Product } from '@agency/shared/contract';
import { dialogMessages, resourceMessages, trashMessages } from '@agency/shared/contract/messages';
import { useDeleteAllProductsMutation } from '@agency/shared/staff-api';
import { ConfirmDialog, Icon, UndoToast, type ListToolsProps } from '@agency/shared/admin';
import { useRestoreFromTrashMutation } from '@agency/shared/staff-api';
import { Message, useTimedMessage } from '@agency/shared/ui';

/** What the last delete-all moved to the trash, while its Undo is on offer. */
interface Trashed {
  message: string;
  ids: readonly string[];
}

export function DeleteAllProducts({ items, total, hideRows, showRows, trashPath }: ListToolsProps<Product>) {
  const [asking, setAsking] = useState(false);
  const [deleteAll, { isLoading }] = useDeleteAllProductsMutation();
  const [restore] = useRestoreFromTrashMutation();
  const [trashed, setTrashed] = useState<Trashed | null>(null);
  const { message, show, clear } = useTimedMessage();

  const confirm = async () => {
    try {
      const reply = await deleteAll().unwrap();
      hideRows(items.map((product) => product._id));
      clear();
      setTrashed({ message: reply.message, ids: reply.deletedIds });
    } catch (error) {
      console.error(error);
      show(resourceMessages.product.deleteFailed, 'error', MESSAGE_LONG_MS);
    } finally {
      setAsking(false);
    }
  };

  // One restore per product, as the list's Undo does; those that fail stay on offer.
  const undo = async ({ ids }: Trashed) => {
    const failed: string[] = [];
    for (const id of ids) {
      try {
        await restore(id).unwrap();
      } catch {
        failed.push(id);
      }
    }
    showRows(ids.filter((id) => !failed.includes(id)));
    if (failed.length > 0) {
      setTrashed((current) => (current ? { ...current, ids: failed } : null));
      show(trashMessages.undoManyFailed(failed.length, ids.length), 'error', MESSAGE_LONG_MS);
      return;
    }
    setTrashed(null);
    show(trashMessages.undoneMany(ids.length), 'success', MESSAGE_LONG_MS);
  };

  return (
    <div className="admin-list__tools">
      {message ? <Message tone={message.tone}>{message.text}</Message> : null}
      {trashed ? (
        <UndoToast
          text={`${trashed.message}. ${trashMessages.movedManyToTrash(trashed.ids.length)}`}
          onUndo={() => undo(trashed)}
          onDismiss={() => setTrashed(null)}
          trashTo={trashPath}
        />
      ) : null}
      <button type="button" className="btn btn-outline btn-small" disabled={total === 0} onClick={() => setAsking(true)}>
        <Icon name="trash" size={18} /> {dialogMessages.deleteAllProductsTitle}
      </button>
      {asking ? (
        <ConfirmDialog
          title={dialogMessages.deleteAllProductsTitle}
          question={dialogMessages.deleteAllProductsQuestion}
          typeToConfirm={dialogMessages.deleteAllProductsWord}
          busy={isLoading}
          onCancel={() => setAsking(false)}
          onConfirm={() => void confirm()}
        />
      ) : null}
    </div>
  );
}
