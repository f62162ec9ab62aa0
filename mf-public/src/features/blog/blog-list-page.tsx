// The blog (product §2): six posts a page, with page links only when there are more. Each
// page has its own address (`/blog?page=N`) that the server renders with just its six
// posts, names itself canonical and links its neighbours; in the browser the next page is
// asked for when the visitor pages. A page past the last one is not found (404).

import { useSearchParams } from '@agency/shared/router';
import { BLOG_PAGE_SIZE, loadErrors, pageCountOf } from '@agency/shared/contract';
import { contentReads } from '@agency/shared/api';
import { Message, Spinner } from '@agency/shared/ui';
import { BalancedGrid } from '../../components/balanced-grid/balanced-grid';
import { BlogCard } from '../../components/blog-card/blog-card';
import { PageBanner } from '../../components/page-banner/page-banner';
import { PageMeta } from '../../components/page-meta/page-meta';
import { usePageSeo } from '../../hooks/use-page-seo';
import { Pagination } from '../../components/pagination/pagination';
import { pageFromSearch } from '../../utils/paginate';
import { NotFoundContent } from '../../components/not-found/not-found-content';
import './blog.css';

export const blogPagePath = (page: number): string => (page > 1 ? `/blog?page=${page}` : '/blog');

export default function BlogListPage() {
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  // currentData: the posts of this page, never the previous page's while the next one loads.
  // The page links keep the last known total meanwhile, so they stay in place and can bring
  // the top of the list into view when the page changes.
  const { currentData, data, isFetching, isError } = contentReads.blog.usePage({ page, limit: BLOG_PAGE_SIZE });
  const seo = usePageSeo('blog');
  if (currentData && page > pageCountOf(currentData.total, BLOG_PAGE_SIZE)) return <NotFoundContent />;
  const total = currentData?.total ?? data?.total;
  const pageCount = total === undefined ? undefined : pageCountOf(total, BLOG_PAGE_SIZE);
  const posts = currentData?.data;

  return (
    <>
      <PageMeta
        title={page > 1 ? `Blog, page ${page}` : 'Blog'}
        // The stored title and address are the first page's: later pages keep their own.
        seo={page > 1 ? { ...seo, title: undefined, canonical: undefined } : seo}
        canonicalPath={blogPagePath(page)}
        prevPath={page > 1 ? blogPagePath(page - 1) : undefined}
        nextPath={pageCount !== undefined && page < pageCount ? blogPagePath(page + 1) : undefined}
      />
      <PageBanner title="Our Blog" intro="Practical advice on search, paid media and social, from the people who run the campaigns." />
      <section className="section blog-list" aria-label="Blog posts" aria-busy={isFetching}>
        <div className="ui-container">
          {isFetching && !currentData ? <Spinner label="Loading posts..." /> : null}
          {isError ? (
            <Message tone="error" className="load-error">
              {loadErrors.blogs}
            </Message>
          ) : null}
          {posts && posts.length === 0 ? <p className="blog-list__empty">No posts yet. Please check back soon.</p> : null}
          {posts && posts.length > 0 ? (
            <BalancedGrid className="card-grid">
              {posts.map((post, index) => (
                <li key={post._id}>
                  <BlogCard post={post} headingLevel="h2" priority={page === 1 && index === 0} />
                </li>
              ))}
            </BalancedGrid>
          ) : null}
          {pageCount !== undefined ? <Pagination page={page} pageCount={pageCount} label="Blog pages" /> : null}
        </div>
      </section>
    </>
  );
}
