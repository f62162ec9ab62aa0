// The rows ticked for a bulk action on the page on screen: a tick per row and one for
// every row of the page. Only rows still on screen count, so a page change, a search
// or a delete leaves no invisible row selected.

import { useCallback, useMemo, useState } from 'react';

export interface RowSelection {
  /** Ids of the ticked rows that are on screen. */
  selected: readonly string[];
  isSelected: (id: string) => boolean;
  toggle: (id: string) => void;
  /** Every selectable row of the page ticked, or none. */
  allSelected: boolean;
  /** Some but not all rows ticked (the select-all box shows a dash). */
  someSelected: boolean;
  toggleAll: () => void;
  clear: () => void;
}

export const useRowSelection = (selectableIds: readonly string[]): RowSelection => {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const selected = useMemo(() => selectableIds.filter((id) => ticked.has(id)), [selectableIds, ticked]);
  const allSelected = selectableIds.length > 0 && selected.length === selectableIds.length;

  const toggle = useCallback(
    (id: string) =>
      setTicked((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const toggleAll = useCallback(() => setTicked(allSelected ? new Set() : new Set(selectableIds)), [allSelected, selectableIds]);
  const clear = useCallback(() => setTicked(new Set()), []);

  return {
    selected,
    isSelected: (id) => ticked.has(id),
    toggle,
    allSelected,
    someSelected: selected.length > 0 && !allSelected,
    toggleAll,
    clear,
  };
};
