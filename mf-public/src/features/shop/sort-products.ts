// The shop's sort orders. Product §2 lists them as inert; ours sort for real.

import type { Product } from '@agency/shared/contract';

export const SORT_OPTIONS = [
  { value: 'popularity', label: 'Sort by popularity' },
  { value: 'rating', label: 'Sort by average rating' },
  { value: 'latest', label: 'Sort by latest updates' },
  { value: 'price-asc', label: 'Sort by price: low to high' },
  { value: 'price-desc', label: 'Sort by price: high to low' },
  { value: 'new', label: 'Sort by newest' },
] as const;

export type SortKey = (typeof SORT_OPTIONS)[number]['value'];

export const DEFAULT_SORT: SortKey = 'popularity';

export const isSortKey = (value: string | null): value is SortKey => SORT_OPTIONS.some((option) => option.value === value);

/** What the visitor pays: the discount price when there is one. */
export const sellingPrice = (product: Product): number => product.discountPrice ?? product.regularPrice;

const time = (iso: string) => Date.parse(iso) || 0;

const COMPARATORS: Record<SortKey, (a: Product, b: Product) => number> = {
  // Products carry no sales figures: the best rated are the most popular, newest first on a tie.
  popularity: (a, b) => b.rating - a.rating || time(b.createdAt) - time(a.createdAt),
  rating: (a, b) => b.rating - a.rating || a.name.localeCompare(b.name),
  latest: (a, b) => time(b.updatedAt) - time(a.updatedAt),
  'price-asc': (a, b) => sellingPrice(a) - sellingPrice(b),
  'price-desc': (a, b) => sellingPrice(b) - sellingPrice(a),
  new: (a, b) => time(b.createdAt) - time(a.createdAt),
};

export const sortProducts = (products: readonly Product[], key: SortKey): Product[] => [...products].sort(COMPARATORS[key]);
