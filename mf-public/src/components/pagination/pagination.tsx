// Prev, numbered pages and Next as links (`?page=N`), so every page of a list has
// its own address. Shown only when there is more than one page; a long list shows the
// first, the last and the pages around the current one. Every page change brings the
// top of the list (the section around these links) into view.

import { Link, useLocation } from '@agency/shared/router';
import { pageWindow } from '@agency/shared/contract';
import { Icon } from '../icon/icon';
import { useScrollToListOnPageChange } from './use-scroll-to-list';
import './pagination.css';

export interface PaginationProps {
  page: number;
  pageCount: number;
  /** What is paged, for the landmark's name, e.g. 'Blog pages'. */
  label: string;
}

export function Pagination({ page, pageCount, label }: PaginationProps) {
  const { pathname, search } = useLocation();
  const nav = useScrollToListOnPageChange(page);
  if (pageCount <= 1) return null;

  const hrefFor = (target: number) => {
    const params = new URLSearchParams(search);
    if (target === 1) params.delete('page');
    else params.set('page', String(target));
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ''}`;
  };

  const step = (target: number, text: string, icon: 'chevronLeft' | 'chevronRight') => {
    const available = target >= 1 && target <= pageCount;
    const content = (
      <>
        {icon === 'chevronLeft' ? <Icon name={icon} size={16} /> : null}
        {text}
        {icon === 'chevronRight' ? <Icon name={icon} size={16} /> : null}
      </>
    );
    return available ? (
      <Link className="pagination__link pagination__step" to={hrefFor(target)}>
        {content}
      </Link>
    ) : (
      <span className="pagination__link pagination__step is-disabled" aria-disabled="true">
        {content}
      </span>
    );
  };

  return (
    <nav ref={nav} className="pagination" aria-label={label}>
      <ul>
        <li>{step(page - 1, 'Prev', 'chevronLeft')}</li>
        {pageWindow(page, pageCount).map((number, index) =>
          number === 'gap' ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                className={`pagination__link${number === page ? ' is-current' : ''}`}
                to={hrefFor(number)}
                aria-current={number === page ? 'page' : undefined}
                aria-label={`Page ${number}`}
              >
                {number}
              </Link>
            </li>
          ),
        )}
        <li>{step(page + 1, 'Next', 'chevronRight')}</li>
      </ul>
    </nav>
  );
}
