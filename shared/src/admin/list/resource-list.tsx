// The list table of every admin area, paged, sorted and searched on the server: a search box,
// a tick box per deletable row with select-all and Delete selected (issue 21),
// No. (counting on across pages, issue 21: page 2 starts at 11), the configured columns (sortable where the API can sort
// by them), edit and delete actions, ten rows a page, loading and error states, and the Delete
// dialog. A confirmed delete removes the row at once (product §4); the page then refills from the
// API. The page, sort and search live in the address (useListQuery).

/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- the table's roles are spelled out
   because the phone's stacked cards (display: block) would otherwise drop its table semantics in Chromium. */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { editPath, MESSAGE_LONG_MS, pageCountOf, type AdminArea, type Page } from '@agency/shared/contract';
import { dialogMessages, listMessages, trashMessages } from '@agency/shared/contract/messages';
import { serverMessage } from '@agency/shared/api';
import { Message, Spinner, useTimedMessage } from '@agency/shared/ui';
import { ConfirmDialog } from '../dialog/confirm-dialog';
import { BulkDelete } from './bulk-delete';
import { SelectBox } from './select-box';
import { UndoToast } from './undo-toast';
import { useRowSelection } from './use-row-selection';
import { useDeleteDialog } from '../dialog/use-delete-dialog';
import type { Column } from './columns';
import { ListSearch } from './list-search';
import { StateFilter } from './state-filter';
import { DateFilter } from './date-filter';
import { Pagination } from './pagination';
import { RowActions } from './row-actions';
import { ariaSortOf, SortHeader } from './sort-header';
import type { ListQueryControls } from './use-list-query';

/** A page as the API answered it, and where the request stands. */
export interface ListPageState<T> {
  /** The last page answered (kept while the next one loads). */
  data?: Page<T>;
  isLoading: boolean;
  isError: boolean;
  isFetching?: boolean;
}

export interface ResourceListProps<T extends { _id: string }> {
  area: AdminArea;
  list: ListPageState<T>;
  controls: ListQueryControls;
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
  /** What the list is called (caption, search, pager) when not the area's name. */
  label?: string;
  /** What an empty list says, when not 'Nothing here yet.'. */
  emptyText?: string;
  /**
   * Puts a deleted entry back (the trash, issue 21): a delete then shows a notice naming the
   * entry with Undo, and a link to `trashPath`.
   */
  undoDelete?: (item: T) => Promise<unknown>;
  trashPath?: string;
  /** False for a list the API cannot search. */
  searchable?: boolean;
  /** Offers the publication state filter (content with a public page, issue 19). */
  filtersByState?: boolean;
  /** More row buttons before Delete (the trash: Restore). */
  rowActions?: (item: T) => ReactNode;
  /** The delete button's label and dialog, when they are not product §4's (the trash: Delete forever). */
  deleteWording?: { label: (name: string) => string; title: string; question: string };
}

export function ResourceList<T extends { _id: string }>(props: ResourceListProps<T>) {
  const {
    area,
    list,
    controls,
    columns,
    rowName,
    loadFailed,
    deleteFailed = '',
    onDelete,
    deleteFailedMs = MESSAGE_LONG_MS,
    hiddenIds,
    canDelete,
    preferServerMessage,
    emptyText = listMessages.empty,
    undoDelete,
    trashPath,
    searchable = true,
    filtersByState = false,
    rowActions,
    deleteWording,
  } = props;
  const { query, setPage, setSearch, setSort, setState, days, setDays } = controls;
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(new Set());
  const { message, show, clear } = useTimedMessage();
  // The entries the last delete (or bulk delete) moved to the trash, while their Undo is on offer.
  const [trashed, setTrashed] = useState<readonly T[]>([]);
  // What the running bulk delete has moved so far.
  const bulkTrashed = useRef<T[]>([]);
  const name = props.label ?? area.backLabel ?? area.label;
  // A read-only list (nothing to edit or delete) has no Actions column.
  const hasActions = area.edit !== undefined || onDelete !== undefined;
  const page = list.data;
  const rows = (page?.data ?? []).filter((item) => !deleted.has(item._id) && !hiddenIds?.has(item._id));
  const pageCount = page ? pageCountOf(page.total, page.limit) : 1;

  // Past the last page (its rows deleted, or an old link): go to the last page there is.
  const beyondEnd = page !== undefined && !list.isFetching && page.data.length === 0 && page.total > 0 && page.page > pageCount;
  useEffect(() => {
    if (beyondEnd) setPage(pageCount);
  }, [beyondEnd, pageCount, setPage]);

  const remove = useCallback((item: T) => (onDelete ? onDelete(item) : Promise.resolve()), [onDelete]);
  const hideRow = useCallback((item: T) => setDeleted((ids) => new Set(ids).add(item._id)), []);
  const onDeleted = useCallback(
    (item: T) => {
      hideRow(item);
      if (undoDelete) {
        clear();
        setTrashed([item]);
      }
    },
    [hideRow, undoDelete, clear],
  );
  // Undo puts back every entry of the notice, one request each; those that fail stay on offer.
  const undo = useCallback(
    async (items: readonly T[]) => {
      const failed: T[] = [];
      let lastError: unknown;
      for (const item of items) {
        try {
          await undoDelete?.(item);
        } catch (error) {
          failed.push(item);
          lastError = error;
        }
      }
      const back = new Set(items.filter((item) => !failed.includes(item)).map((item) => item._id));
      setDeleted((ids) => new Set([...ids].filter((id) => !back.has(id))));
      setTrashed(failed);
      if (failed.length > 0) {
        const fromServer = serverMessage(lastError as Parameters<typeof serverMessage>[0]);
        const fallback = items.length === 1 ? trashMessages.restoreFailed : trashMessages.undoManyFailed(failed.length, items.length);
        show(items.length === 1 ? (fromServer ?? fallback) : fallback, 'error', deleteFailedMs);
        return;
      }
      show(
        items.length === 1 ? trashMessages.undone(rowName(items[0])) : trashMessages.undoneMany(items.length),
        'success',
        deleteFailedMs,
      );
    },
    [undoDelete, show, deleteFailedMs, rowName],
  );
  const onFailed = useCallback(
    (_item: T, error: unknown) => {
      const fromServer = preferServerMessage ? serverMessage(error as Parameters<typeof serverMessage>[0]) : undefined;
      show(fromServer ?? deleteFailed, 'error', deleteFailedMs);
    },
    [show, deleteFailed, deleteFailedMs, preferServerMessage],
  );
  const dialog = useDeleteDialog<T>({ remove, onDeleted, onFailed });
  const deletable = useCallback((item: T) => onDelete !== undefined && (canDelete?.(item) ?? true), [onDelete, canDelete]);
  const selectableIds = useMemo(() => rows.filter(deletable).map((item) => item._id), [rows, deletable]);
  const selection = useRowSelection(selectableIds);
  const hasSelect = onDelete !== undefined;
  const onBulkDeleted = useCallback(
    (item: T) => {
      hideRow(item);
      bulkTrashed.current.push(item);
    },
    [hideRow],
  );
  // With a trash, the notice with Undo counts what went; without one, a message does.
  const onBulkFinished = useCallback(
    (asked: number, failed: number) => {
      const moved = bulkTrashed.current;
      bulkTrashed.current = [];
      if (undoDelete && moved.length > 0) setTrashed(moved);
      if (failed > 0) show(listMessages.bulkDeleteFailed(failed, asked), 'error', deleteFailedMs);
      else if (undoDelete) clear();
      else show(listMessages.bulkDeleted(asked), 'success', deleteFailedMs);
    },
    [undoDelete, show, clear, deleteFailedMs],
  );

  const search = searchable ? <ListSearch value={query.q ?? ''} onSearch={setSearch} label={name} /> : null;
  const stateFilter = filtersByState ? <StateFilter value={query.state} onChange={setState} /> : null;
  // Lists whose query reads days (useListQuery's `byDate`) offer the date filter.
  const dateFilter = days ? <DateFilter from={days.from} to={days.to} onChange={setDays} /> : null;
  if (list.isLoading) return <Spinner label="Loading..." showLabel />;
  if (list.isError) return <Message tone="error">{loadFailed}</Message>;

  const first = page && page.total > 0 ? (page.page - 1) * page.limit + 1 : 0;
  return (
    <div className="admin-list" aria-busy={list.isFetching ? true : undefined}>
      <div className="admin-list__bar">
        {search}
        {stateFilter}
        {dateFilter}
        {page && page.total > 0 ? (
          <p className="admin-list__count" aria-live="polite">
            {listMessages.showing(first, Math.min(first + page.data.length - 1, page.total), page.total)}
          </p>
        ) : null}
      </div>
      {message ? <Message tone={message.tone}>{message.text}</Message> : null}
      {trashed.length > 0 ? (
        <UndoToast
          text={trashed.length === 1 ? trashMessages.movedToTrash(rowName(trashed[0])) : trashMessages.movedManyToTrash(trashed.length)}
          onUndo={() => undo(trashed)}
          onDismiss={() => setTrashed([])}
          trashTo={trashPath}
        />
      ) : null}
      {selection.selected.length > 0 ? (
        <BulkDelete
          items={rows.filter((item) => selection.isSelected(item._id))}
          remove={remove}
          onDeleted={onBulkDeleted}
          onFinished={onBulkFinished}
          onClear={selection.clear}
        />
      ) : null}
      {rows.length === 0 ? (
        <p className="admin-list__empty">
          {query.q
            ? listMessages.noMatches(query.q)
            : query.state
              ? listMessages.noneInState
              : days?.from || days?.to
                ? listMessages.noneInDates
                : emptyText}
        </p>
      ) : (
        <div className="admin-table__scroll">
          {/* Explicit roles: the phone layout stacks rows as cards (display: block), which would drop the table's semantics. */}
          <table className="admin-table" role="table">
            <caption className="ui-visually-hidden">{name}</caption>
            <thead role="rowgroup">
              <tr role="row">
                {/* The tick boxes share the No. column: no extra width for the other columns at 1366 px. */}
                <th scope="col" role="columnheader" className="admin-table__number">
                  {hasSelect && selectableIds.length > 0 ? (
                    <SelectBox
                      label={listMessages.selectAllOnPage}
                      checked={selection.allSelected}
                      indeterminate={selection.someSelected}
                      onChange={selection.toggleAll}
                    />
                  ) : null}
                  No.
                </th>
                {columns.map((column) => {
                  const current = column.sort && query.sort === column.sort.key ? query.order : undefined;
                  return (
                    <th
                      key={column.header}
                      scope="col"
                      role="columnheader"
                      className={column.variant ? `admin-table__${column.variant}` : undefined}
                      aria-sort={ariaSortOf(current)}
                    >
                      {column.sort ? (
                        <SortHeader
                          label={column.header}
                          current={current}
                          firstOrder={column.sort.firstOrder ?? 'asc'}
                          onSort={(order) => setSort(column.sort!.key, order)}
                        />
                      ) : (
                        column.header
                      )}
                    </th>
                  );
                })}
                {hasActions ? (
                  <th scope="col" role="columnheader" className="admin-table__actions">
                    Actions
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody role="rowgroup">
              {rows.map((item, index) => (
                <tr key={item._id} role="row">
                  {/* No. counts on across pages (issue 21, instead of restarting per page as product §2 had it). */}
                  <td role="cell" className="admin-table__number" data-label="No.">
                    {deletable(item) ? (
                      <SelectBox
                        label={listMessages.selectRow(rowName(item))}
                        checked={selection.isSelected(item._id)}
                        onChange={() => selection.toggle(item._id)}
                      />
                    ) : null}
                    {first + index}
                  </td>
                  {columns.map((column) => (
                    <td
                      key={column.header}
                      role="cell"
                      className={column.variant ? `admin-table__${column.variant}` : undefined}
                      data-label={column.header}
                    >
                      {column.cell(item)}
                    </td>
                  ))}
                  {hasActions ? (
                    <td role="cell" className="admin-table__actions" data-label="Actions">
                      <RowActions
                        name={rowName(item)}
                        editTo={area.edit ? editPath(area, item._id) : undefined}
                        onDelete={deletable(item) ? () => dialog.ask(item) : undefined}
                        deleteLabel={deleteWording?.label(rowName(item))}
                      >
                        {rowActions?.(item)}
                      </RowActions>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page && page.total > 0 ? (
        <Pagination page={Math.min(query.page, pageCount)} pageCount={pageCount} onPage={setPage} label={name} />
      ) : null}
      {dialog.pending ? (
        <ConfirmDialog
          title={deleteWording?.title ?? dialogMessages.deleteTitle}
          question={deleteWording?.question ?? dialogMessages.deleteQuestion}
          subject={dialogMessages.deleteSubject(rowName(dialog.pending))}
          busy={dialog.busy}
          onCancel={dialog.cancel}
          onConfirm={() => void dialog.confirm()}
        />
      ) : null}
    </div>
  );
}
