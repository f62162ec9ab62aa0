// Above the products: what is shown ('Showing X-Y of N results', for a search if
// there is one), the wish list with its count, and the sort order.

import { Link, useLocation } from '@agency/shared/router';
import { visitorMessages } from '@agency/shared/contract/visitor-messages';
import { Icon } from '../../components/icon/icon';
import type { PageSlice } from '../../utils/paginate';
import type { ShopFilters } from './shop-filters';
import { SORT_OPTIONS, type SortKey } from './sort-products';

export interface ShopToolbarProps {
  slice: PageSlice<unknown>;
  filters: ShopFilters;
  wishCount: number;
  sort: SortKey;
  onSort: (sort: SortKey) => void;
}

const showing = ({ first, last, total }: PageSlice<unknown>) =>
  total === 1 ? 'Showing 1 result' : `Showing ${first}-${last} of ${total} results`;

export function ShopToolbar({ slice, filters, wishCount, sort, onSort }: ShopToolbarProps) {
  const { search } = useLocation();
  // The same list with one filter switched (the page goes back to 1).
  const withParam = (name: 'q' | 'wishlist', value: string | null) => {
    const params = new URLSearchParams(search);
    params.delete('page');
    if (value === null) params.delete(name);
    else params.set(name, value);
    const query = params.toString();
    return `/shop${query ? `?${query}` : ''}`;
  };

  return (
    <div className="shop__toolbar">
      <div className="shop__summary">
        <p className="shop__count" aria-live="polite">
          {slice.total > 0 ? (
            <>
              {showing(slice)}
              {filters.query ? <> for &ldquo;{filters.query}&rdquo;</> : null}
              {filters.wishListOnly ? ' on your wish list' : null}
            </>
          ) : (
            visitorMessages.shopNothingListed(filters)
          )}
        </p>
        {filters.query ? (
          <Link className="shop__clear" to={withParam('q', null)}>
            <Icon name="close" size={14} />
            Clear search
          </Link>
        ) : null}
        {filters.wishListOnly ? (
          <Link className="shop__clear" to={withParam('wishlist', null)}>
            <Icon name="close" size={14} />
            Show all products
          </Link>
        ) : null}
      </div>
      <div className="shop__controls">
        <Link
          className={`shop__wish-list${filters.wishListOnly ? ' is-active' : ''}`}
          to={withParam('wishlist', filters.wishListOnly ? null : '1')}
          aria-current={filters.wishListOnly ? 'page' : undefined}
        >
          <Icon name="heart" size={18} filled={wishCount > 0} />
          Wish list
          <span className="shop__wish-count">
            {wishCount}
            <span className="ui-visually-hidden"> saved</span>
          </span>
        </Link>
        <label className="shop__sort">
          <span className="ui-visually-hidden">Sort products</span>
          <select className="input" value={sort} onChange={(event) => onSort(event.target.value as SortKey)}>
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
