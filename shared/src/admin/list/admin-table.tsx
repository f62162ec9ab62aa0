// A plain admin table (a report, not a resource list): the scroll box, the headings and the rows.

import type { ReactNode } from 'react';

export interface AdminTableProps {
  columns: readonly string[];
  /** The rows (`<tr>`) of the body. */
  children: ReactNode;
}

export function AdminTable({ columns, children }: AdminTableProps) {
  return (
    <div className="admin-table__scroll">
      <table className="admin-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
