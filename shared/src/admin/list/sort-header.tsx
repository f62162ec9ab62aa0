// A column header that sorts the list: a button in the header cell, the cell's aria-sort
// saying the current order. The first press sorts in the column's natural order, the
// next one reverses it.

import type { SortOrder } from '@agency/shared/contract';

export interface SortHeaderProps {
  label: string;
  /** The order currently applied to this column, if it is the sort column. */
  current?: SortOrder;
  /** The first press's order: A to Z for names, newest first for dates. */
  firstOrder: SortOrder;
  onSort: (order: SortOrder) => void;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

export function SortHeader({ label, current, firstOrder, onSort }: SortHeaderProps) {
  const next: SortOrder = current ? (current === 'asc' ? 'desc' : 'asc') : firstOrder;
  return (
    <button type="button" className="admin-table__sort" onClick={() => onSort(next)}>
      {label}
      {/* The arrow is drawn by CSS: the header's text stays its name. */}
      <span className="admin-table__sort-mark" data-order={current ?? 'none'} aria-hidden="true" />
    </button>
  );
}

export const ariaSortOf = (current: SortOrder | undefined) => (current ? ARIA_SORT[current] : undefined);
