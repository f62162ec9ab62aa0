// The delete flow of product §4: the trash icon remembers the item and opens the
// dialog; Cancel forgets it; Confirm deletes and reports success or failure.

import { useCallback, useState } from 'react';

export interface UseDeleteDialogOptions<T> {
  /** Deletes the item; rejects on failure. */
  remove: (item: T) => Promise<unknown>;
  onDeleted: (item: T) => void;
  onFailed: (item: T, error: unknown) => void;
}

export interface DeleteDialogState<T> {
  /** The item waiting for confirmation; the dialog is open while it is set. */
  pending: T | null;
  busy: boolean;
  ask: (item: T) => void;
  cancel: () => void;
  confirm: () => Promise<void>;
}

export const useDeleteDialog = <T>({ remove, onDeleted, onFailed }: UseDeleteDialogOptions<T>): DeleteDialogState<T> => {
  const [pending, setPending] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  const cancel = useCallback(() => setPending(null), []);

  const confirm = useCallback(async () => {
    if (pending === null) return;
    const item = pending;
    setBusy(true);
    try {
      await remove(item);
      onDeleted(item);
    } catch (error) {
      onFailed(item, error);
    } finally {
      setBusy(false);
      setPending(null);
    }
  }, [pending, remove, onDeleted, onFailed]);

  return { pending, busy, ask: setPending, cancel, confirm };
};
