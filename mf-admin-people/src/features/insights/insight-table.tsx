// One section of the report: a heading and a plain table, or "Nothing yet" when it has no rows.

import type { ReactNode } from 'react';
import { insightMessages as m } from '@agency/shared/contract/messages';

export interface Column<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

export function InsightTable<Row>({
  title,
  rows,
  columns,
  rowKey,
}: {
  title: string;
  rows: Row[];
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
}) {
  const id = `insights-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section className="admin-card insights__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        <p className="insights__empty">{m.screen.empty}</p>
      ) : (
        <table className="insights__table">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.label} scope="col" className={column.numeric ? 'is-numeric' : undefined}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.label} className={column.numeric ? 'is-numeric' : undefined}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
