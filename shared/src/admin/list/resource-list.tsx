// The list table of every admin area: No. (restarting per page), the configured
// columns, edit and delete actions, ten rows a page, loading and error states, and
// the Delete dialog. A confirmed delete removes the row at once (product §4).

/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- the table's roles are spelled out
   because the phone's stacked cards (display: block) would otherwise drop its table semantics in Chromium. */
import { useCallback, useState } from 'react';
import { dialogMessages, editPath, MESSAGE_LONG_MS, type AdminArea } from '@agency/shared/contract';
import { serverMessage } from '@agency/shared/api';
import { Message, Spinner, useTimedMessage } from '@agency/shared/ui';
import { ConfirmDialog } from '../dialog/confirm-dialog';
import { useDeleteDialog } from '../dialog/use-delete-dialog';
import type { Column } from './columns';
import { Pagination } from './pagination';
import { RowActions } from './row-actions';
import { usePagination } from './use-pagination';

export interface ResourceListProps<T extends { _id: string }> {
  area: AdminArea;
  items: readonly T[] | undefined;
  isLoading: boolean;
  isError: boolean;
  columns: readonly Column<T>[];
  /** The row's name for the labels of its buttons. */
  rowName: (item: T) => string;
  loadFailed: string;
  deleteFailed?: string;
  /** Deletes one entry; rejects on failure. Without it the list has no delete action. */
  onDelete?: (item: T) => Promise<unknown>;
  deleteFailedMs?: number;
  /** Rows removed by other actions on the page (e.g. 'delete all products'). */
  hiddenIds?: ReadonlySet<string>;
  /** Rows that offer no delete (e.g. the signed-in account in the users list). */
  canDelete?: (item: T) => boolean;
  /** A failed delete shows the server's `message` when it sent one, else `deleteFailed`. */
  preferServerMessage?: boolean;
}

export function ResourceList<T extends { _id: string }>(props: ResourceListProps<T>) {
  const { area, items, isLoading, isError, columns, rowName, loadFailed, deleteFailed = '', onDelete, deleteFailedMs = MESSAGE_LONG_MS, hiddenIds, canDelete, preferServerMessage } = props;
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(new Set());
  const { message, show } = useTimedMessage();
  const visible = (items ?? []).filter((item) => !deleted.has(item._id) && !hiddenIds?.has(item._id));
  const { page, pageCount, pageItems, setPage } = usePagination(visible);

  const remove = useCallback((item: T) => (onDelete ? onDelete(item) : Promise.resolve()), [onDelete]);
  const onDeleted = useCallback((item: T) => setDeleted((ids) => new Set(ids).add(item._id)), []);
  const onFailed = useCallback(
    (_item: T, error: unknown) => {
      const fromServer = preferServerMessage ? serverMessage(error as Parameters<typeof serverMessage>[0]) : undefined;
      show(fromServer ?? deleteFailed, 'error', deleteFailedMs);
    },
    [show, deleteFailed, deleteFailedMs, preferServerMessage],
  );
  const dialog = useDeleteDialog<T>({ remove, onDeleted, onFailed });

  if (isLoading) return <Spinner label="Loading..." showLabel />;
  if (isError) return <Message tone="error">{loadFailed}</Message>;

  return (
    <div className="admin-list">
      {message ? <Message tone={message.tone}>{message.text}</Message> : null}
      {visible.length === 0 ? (
        <p className="admin-list__empty">Nothing here yet.</p>
      ) : (
        <div className="admin-table__scroll">
          {/* Explicit roles: the phone layout stacks rows as cards (display: block), which would drop the table's semantics. */}
          <table className="admin-table" role="table">
            <caption className="ui-visually-hidden">{area.backLabel ?? area.label}</caption>
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader" className="admin-table__number">No.</th>
                {columns.map((column) => (
                  <th key={column.header} scope="col" role="columnheader" className={column.variant ? `admin-table__${column.variant}` : undefined}>
                    {column.header}
                  </th>
                ))}
                <th scope="col" role="columnheader" className="admin-table__actions">Actions</th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {pageItems.map((item, index) => (
                <tr key={item._id} role="row">
                  {/* No. restarts on every page (product §2). */}
                  <td role="cell" className="admin-table__number" data-label="No.">{index + 1}</td>
                  {columns.map((column) => (
                    <td key={column.header} role="cell" className={column.variant ? `admin-table__${column.variant}` : undefined} data-label={column.header}>
                      {column.cell(item)}
                    </td>
                  ))}
                  <td role="cell" className="admin-table__actions" data-label="Actions">
                    <RowActions
                      name={rowName(item)}
                      editTo={area.edit ? editPath(area, item._id) : undefined}
                      onDelete={onDelete && (canDelete?.(item) ?? true) ? () => dialog.ask(item) : undefined}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {visible.length > 0 ? <Pagination page={page} pageCount={pageCount} onPage={setPage} label={area.backLabel ?? area.label} /> : null}
      {dialog.pending ? (
        <ConfirmDialog
          title={dialogMessages.deleteTitle}
          question={dialogMessages.deleteQuestion}
          busy={dialog.busy}
          onCancel={dialog.cancel}
          onConfirm={() => void dialog.confirm()}
        />
      ) : null}
    </div>
  );
}
