// A list of cards laid out in balanced rows: never one card alone on a row while
// the grid shows more than one a row. The grid's own class says how many cards a
// row holds at each width (--cards-per-row: 1, 2 or 3); balanced-grid.css does the rest.

import type { ReactNode } from 'react';
import './balanced-grid.css';

export interface BalancedGridProps {
  /** The grid's own class, which sets --cards-per-row for each width. */
  className: string;
  children: ReactNode;
}

export function BalancedGrid({ className, children }: BalancedGridProps) {
  return <ul className={`balanced-grid ${className}`}>{children}</ul>;
}
