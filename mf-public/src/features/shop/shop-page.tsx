// The shop (product §2): product cards from GET /products, sorted and paged for real,
// eight a page, with 'Showing X-Y of N results'.

import { useSearchParams } from 'react-router-dom';
import { loadErrors, SHOP_PAGE_SIZE, SITE } from '@agency/shared/contract';
import { useGetProductsQuery } from '@agency/shared/api';
import { Message, Spinner } from '@agency/shared/ui';
import { PageBanner } from '../../components/page-banner/page-banner';
import { PageMeta } from '../../components/page-meta/page-meta';
import { Pagination } from '../../components/pagination/pagination';
import { pageFromSearch, paginate } from '../../utils/paginate';
import { ProductCard } from './product-card';
import { DEFAULT_SORT, isSortKey, SORT_OPTIONS, sortProducts } from './sort-products';
import './shop.css';

export default function ShopPage() {
  const { data: products, isLoading, isError } = useGetProductsQuery();
  const [search, setSearch] = useSearchParams();
  const sortParam = search.get('sort');
  const sort = isSortKey(sortParam) ? sortParam : DEFAULT_SORT;
  const slice = paginate(sortProducts(products ?? [], sort), pageFromSearch(search), SHOP_PAGE_SIZE);

  const changeSort = (value: string) => {
    const next = new URLSearchParams(search);
    next.set('sort', value);
    next.delete('page');
    setSearch(next);
  };

  return (
    <>
      <PageMeta title="Shop" description={`Audits, reports and courses from ${SITE.name}: SEO and digital marketing products ready to order.`} />
      <PageBanner title="Shop" intro="Fixed-price audits, reports and training to get your marketing moving." />
      <section className="section shop" aria-label="Products">
        <div className="ui-container">
          {isLoading ? <Spinner label="Loading products..." /> : null}
          {isError ? <Message tone="error" className="load-error">{loadErrors.products}</Message> : null}
          {products ? (
            <>
              <div className="shop__toolbar">
                <p className="shop__count" aria-live="polite">
                  {slice.total > 0 ? `Showing ${slice.first}-${slice.last} of ${slice.total} results` : 'No products yet.'}
                </p>
                <label className="shop__sort">
                  <span className="ui-visually-hidden">Sort products</span>
                  <select className="input" value={sort} onChange={(event) => changeSort(event.target.value)}>
                    {SORT_OPTIONS.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
              <ul className="shop__grid">
                {slice.items.map((product, index) => (
                  <li key={product._id}>
                    <ProductCard product={product} priority={index === 0 && slice.page === 1} />
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
