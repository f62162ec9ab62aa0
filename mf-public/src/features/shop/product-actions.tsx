// The search, heart and share icons of a product card (product §2), each doing what
// its picture promises: find the product in the shop, keep it on the wish list,
// share a link to it.

import { Link } from '@agency/shared/router';
import { Icon } from '../../components/icon/icon';
import { productSearchPath } from './shop-filters';

export interface ProductActionsProps {
  name: string;
  wished: boolean;
  onToggleWish: () => void;
  onShare: () => void;
}

export function ProductActions({ name, wished, onToggleWish, onShare }: ProductActionsProps) {
  return (
    <ul className="product-actions" aria-label={`${name}: actions`}>
      <li>
        <Link className="product-actions__button" to={productSearchPath(name)} aria-label={`Search the shop for ${name}`}>
          <Icon name="search" size={18} />
        </Link>
      </li>
      <li>
        <button
          type="button"
          className="product-actions__button product-actions__wish"
          aria-pressed={wished}
          aria-label={`Save ${name} to the wish list`}
          onClick={onToggleWish}
        >
          <Icon name="heart" size={18} filled={wished} />
        </button>
      </li>
      <li>
        <button type="button" className="product-actions__button" aria-label={`Share ${name}`} onClick={onShare}>
          <Icon name="share" size={18} />
        </button>
      </li>
    </ul>
  );
}
