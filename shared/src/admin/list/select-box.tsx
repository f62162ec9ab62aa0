// A labelled tick box of the list table: one per row, and select-all in the header
// (shown half-ticked while only some rows are).

import { useEffect, useRef } from 'react';

export interface SelectBoxProps {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange: () => void;
}

export function SelectBox({ label, checked, indeterminate = false, onChange }: SelectBoxProps) {
  const box = useRef<HTMLInputElement>(null);
  // `indeterminate` is a property only, never an attribute.
  useEffect(() => {
    if (box.current) box.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return <input ref={box} type="checkbox" className="admin-table__check" aria-label={label} checked={checked} onChange={onChange} />;
}
