// The shop (product §2): product cards from GET /products, sorted, filtered (search
// by name, wish list) and paged for real, eight a page, with 'Showing X-Y of N results'.

import { useSearchParams } from '@agency/shared/router';
import { loadErrors, SHOP_PAGE_SIZE } from '@agency/shared/contract';
import { contentReads } from '@agency/shared/api';
import { Message, Spinner } from '@agency/shared/ui';
import { PageBanner } from '../../components/page-banner/page-banner';
import { PageMeta } from '../../components/page-meta/page-meta';
import { usePageSeo } from '../../hooks/use-page-seo';
import { NotFoundContent } from '../../components/not-found/not-found-content';
import { Pagination } from '../../components/pagination/pagination';
import { pageFromSearch, paginate } from '../../utils/paginate';
import { ProductCard } from './product-card';
import { filterProducts, filtersFromSearch } from './shop-filters';
import { ShopToolbar } from './shop-toolbar';
import { DEFAULT_SORT, isSortKey, sortProducts, type SortKey } from './sort-products';
import { useWishList } from './wish-list';
import './shop.css';

export default function ShopPage() {
  const { data: products, isLoading, isError } = contentReads.product.useList();
  const [search, setSearch] = useSearchParams();
  const wishList = useWishList();
  const sortParam = search.get('sort');
  const sort = isSortKey(sortParam) ? sortParam : DEFAULT_SORT;
  const filters = filtersFromSearch(search);
  const listed = filterProducts(products ?? [], filters, wishList.ids);
  const seo = usePageSeo('shop');
  const requestedPage = pageFromSearch(search);
  const slice = paginate(sortProducts(listed, sort), requestedPage, SHOP_PAGE_SIZE);
  // Saved products that are still for sale.
  const wishCount = (products ?? []).filter((product) => wishList.has(product._id)).length;

  const changeSort = (value: SortKey) => {
    const next = new URLSearchParams(search);
    next.set('sort', value);
    next.delete('page');
    setSearch(next);
  };

  // A page past the last is no page (as on the blog, docs/product.md); the wish list lives in
  // this browser only, so its pages are never an address anyone else could have.
  if (products && requestedPage > slice.pageCount && !filters.wishListOnly) return <NotFoundContent />;

  return (
    <>
      <PageMeta title="Shop" seo={seo} />
      <PageBanner title="Shop" intro="Fixed-price audits, reports and training to get your marketing moving." />
      <section className="section shop" aria-label="Products">
        <div className="ui-container">
          {isLoading ? <Spinner label="Loading products..." /> : null}
          {isError ? (
            <Message tone="error" className="load-error">
              {loadErrors.products}
            </Message>
          ) : null}
          {products ? (
            <>
              <ShopToolbar slice={slice} filters={filters} wishCount={wishCount} sort={sort} onSort={changeSort} />
              <ul className="shop__grid">
                {slice.items.map((product, index) => (
                  <li key={product._id}>
                    <ProductCard
                      product={product}
                      wished={wishList.has(product._id)}
                      onToggleWish={wishList.toggle}
                      priority={index === 0 && slice.page === 1}
                    />
                  </li>
                ))}
              </ul>
              <Pagination page={slice.page} pageCount={slice.pageCount} label="Shop pages" />
            </>
          ) : null}
        </div>
      </section>
    </>
  );
}
