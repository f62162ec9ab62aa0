// Ten rows a page (product §2); the page follows the list when rows go away.

import { useEffect, useMemo, useState } from 'react';
import { ADMIN_PAGE_SIZE } from '@agency/shared/contract';

export const pageCountOf = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

export const usePagination = <T>(items: readonly T[], pageSize: number = ADMIN_PAGE_SIZE) => {
  const [page, setPage] = useState(1);
  const pageCount = pageCountOf(items.length, pageSize);

  useEffect(() => {
    if (page > pageCount) setPage(pageCount);
  }, [page, pageCount]);

  const current = Math.min(page, pageCount);
  const offset = (current - 1) * pageSize;
  const pageItems = useMemo(() => items.slice(offset, offset + pageSize), [items, offset, pageSize]);
  return { page: current, pageCount, offset, pageItems, setPage };
};
