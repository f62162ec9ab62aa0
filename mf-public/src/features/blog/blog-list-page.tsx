// The blog (product §2): six posts a page, with page links only when there are more.

import { useSearchParams } from 'react-router-dom';
import { BLOG_PAGE_SIZE, loadErrors, SITE } from '@agency/shared/contract';
import { useGetBlogsQuery } from '@agency/shared/api';
import { Message, Spinner } from '@agency/shared/ui';
import { BalancedGrid } from '../../components/balanced-grid/balanced-grid';
import { BlogCard } from '../../components/blog-card/blog-card';
import { PageBanner } from '../../components/page-banner/page-banner';
import { PageMeta } from '../../components/page-meta/page-meta';
import { Pagination } from '../../components/pagination/pagination';
import { pageFromSearch, paginate } from '../../utils/paginate';
import './blog.css';

export default function BlogListPage() {
  const { data: posts, isLoading, isError } = useGetBlogsQuery();
  const [search] = useSearchParams();
  const slice = paginate(posts ?? [], pageFromSearch(search), BLOG_PAGE_SIZE);

  return (
    <>
      <PageMeta
        title={slice.page > 1 ? `Blog, page ${slice.page}` : 'Blog'}
        description={`SEO, Google Ads, Facebook Ads and social media advice from the team at ${SITE.name}.`}
      />
      <PageBanner title="Our Blog" intro="Practical advice on search, paid media and social, from the people who run the campaigns." />
      <section className="section blog-list" aria-label="Blog posts">
        <div className="ui-container">
          {isLoading ? <Spinner label="Loading posts..." /> : null}
          {isError ? <Message tone="error" className="load-error">{loadErrors.blogs}</Message> : null}
          {posts && posts.length === 0 ? <p className="blog-list__empty">No posts yet. Please check back soon.</p> : null}
          {slice.items.length > 0 ? (
            <BalancedGrid className="card-grid">
              {slice.items.map((post, index) => (
                <li key={post._id}>
                  <BlogCard post={post} headingLevel="h2" priority={slice.page === 1 && index === 0} />
                </li>
              ))}
            </BalancedGrid>
          ) : null}
          <Pagination page={slice.page} pageCount={slice.pageCount} label="Blog pages" />
        </div>
      </section>
    </>
  );
}
