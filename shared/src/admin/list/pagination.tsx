// Previous, numbered pages and Next (product §2): Previous is disabled on page 1, Next on the
// last page, and the active page is marked with aria-current. A long list shows the first,
// the last and the pages around the current one, with a gap between.

import { pageWindow } from '@agency/shared/contract';

export interface PaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** What the pages are of, for the navigation's name. */
  label: string;
}

export function Pagination({ page, pageCount, onPage, label }: PaginationProps) {
  return (
    <nav className="admin-pagination" aria-label={`${label} pages`}>
      <button type="button" className="admin-pagination__button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <ul className="admin-pagination__pages">
        {pageWindow(page, pageCount).map((number, index) =>
          number === 'gap' ? (
            <li key={`gap-${index}`} className="admin-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <button
                type="button"
                className={`admin-pagination__button${number === page ? ' is-active' : ''}`}
                aria-current={number === page ? 'page' : undefined}
                aria-label={`Page ${number}`}
                onClick={() => onPage(number)}
              >
                {number}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className="admin-pagination__button" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
