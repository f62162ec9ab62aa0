// Column definitions of the list tables, and the cells most lists share.
// No. and Actions are added by the table itself.

import type { ReactNode } from 'react';
import { CURRENCY_LABEL, imageUrl, stripHtml, type ImageKind, type SortOrder } from '@agency/shared/contract';
import { apiBaseUrl } from '@agency/shared/api';

export interface Column<T> {
  header: string;
  cell: (item: T) => ReactNode;
  /** Modifier of the cell's class, e.g. 'image' or 'description'. */
  variant?: 'image' | 'description' | 'nowrap' | 'date';
  /** The API's sort key when the list can be ordered by this column, and its first order. */
  sort?: { key: string; firstOrder?: SortOrder };
}

/** The same column, sortable by the API's `key` (A to Z first unless told otherwise). */
export const sortable = <T,>(column: Column<T>, key: string, firstOrder: SortOrder = 'asc'): Column<T> => ({
  ...column,
  sort: { key, firstOrder },
});

type Read<T> = (item: T) => unknown;

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** A thumbnail of the row's image (alt: the row's name). */
export const imageColumn = <T,>(kind: ImageKind, pick: Read<T>, alt: Read<T>, header = 'Image'): Column<T> => ({
  header,
  variant: 'image',
  cell: (item) => {
    const file = text(pick(item));
    return file ? (
      <img
        className="admin-table__thumb"
        src={imageUrl(apiBaseUrl(), kind, file)}
        alt={text(alt(item))}
        width={50}
        height={50}
        loading="lazy"
      />
    ) : (
      <span className="admin-table__none">No image</span>
    );
  },
});

export const textColumn = <T,>(header: string, pick: Read<T>): Column<T> => ({ header, cell: (item) => text(pick(item)) });

/** Rich HTML as plain text: tags stripped, `&nbsp;` as spaces (product §2). */
export const plainTextColumn = <T,>(header: string, pick: Read<T>): Column<T> => ({
  header,
  variant: 'description',
  cell: (item) => <span className="admin-table__clamp">{stripHtml(text(pick(item)))}</span>,
});

export const formatPrice = (value: unknown): string =>
  value === null || value === undefined || value === '' ? '—' : `${CURRENCY_LABEL} ${Number(value).toLocaleString('en-US')}`;

export const priceColumn = <T,>(header: string, pick: Read<T>): Column<T> => ({
  header,
  variant: 'nowrap',
  cell: (item) => formatPrice(pick(item)),
});
