// 'Delete all products' (product §4 has the dialog but no button): a labelled button
// opens the confirmation, whose Confirm works once 'products' is typed (issue 21); on success
// (200) the list empties at once.

import { useState } from 'react';
import { MESSAGE_LONG_MS, type Product } from '@agency/shared/contract';
import { dialogMessages, resourceMessages } from '@agency/shared/contract/messages';
import { useDeleteAllProductsMutation } from '@agency/shared/api';
import { ConfirmDialog, Icon, type ListToolsProps } from '@agency/shared/admin';
import { Message, useTimedMessage } from '@agency/shared/ui';

export function DeleteAllProducts({ items, total, hideRows }: ListToolsProps<Product>) {
  const [asking, setAsking] = useState(false);
  const [deleteAll, { isLoading }] = useDeleteAllProductsMutation();
  const { message, show } = useTimedMessage();

  const confirm = async () => {
    try {
      const reply = await deleteAll().unwrap();
      hideRows(items.map((product) => product._id));
      show(reply.message, 'success', MESSAGE_LONG_MS);
    } catch (error) {
      console.error(error);
      show(resourceMessages.product.deleteFailed, 'error', MESSAGE_LONG_MS);
    } finally {
      setAsking(false);
    }
  };

  return (
    <div className="admin-list__tools">
      {message ? <Message tone={message.tone}>{message.text}</Message> : null}
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
