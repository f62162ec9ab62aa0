// What the shop lists, from its address: all products, those whose name holds the
// search text (`?q=`, what a card's search icon and a shared link open), or the
// visitor's wish list (`?wishlist=1`).

import type { Product } from '@agency/shared/contract';

export interface ShopFilters {
  query: string;
  wishListOnly: boolean;
}

export const filtersFromSearch = (search: URLSearchParams): ShopFilters => ({
  query: (search.get('q') ?? '').trim(),
  wishListOnly: search.get('wishlist') === '1',
});

/** The shop filtered to one product's name: the search icon's target and the shared link. */
export const productSearchPath = (name: string): string => `/shop?q=${encodeURIComponent(name)}`;

export const filterProducts = (
  products: readonly Product[],
  { query, wishListOnly }: ShopFilters,
  wished: readonly string[],
): Product[] => {
  const needle = query.toLocaleLowerCase();
  return products.filter(
    (product) => (!needle || product.name.toLocaleLowerCase().includes(needle)) && (!wishListOnly || wished.includes(product._id)),
  );
};
