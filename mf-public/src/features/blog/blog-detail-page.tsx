// A blog post (product §2): metadata from its heading, banner, spinner while loading,
// 'Error: ...' on failure, then the heading and body beside Latest News.

import { Link, useParams } from '@agency/shared/router';
import { blogPath } from '@agency/shared/contract';
import { Message, Spinner } from '@agency/shared/ui';
import { Icon } from '../../components/icon/icon';
import { PageBanner } from '../../components/page-banner/page-banner';
import { DetailPageHead } from '../../components/detail-page-head/detail-page-head';
import { PageMeta } from '../../components/page-meta/page-meta';
import { PageSection } from '../../components/page-section/page-section';
import { blogPosting } from '../../components/structured-data/schema-org';
import { NotFoundContent } from '../../components/not-found/not-found-content';
import { formatLongDate } from '../../utils/format-date';
import { BlogBody } from './blog-body';
import { ConsultationCard } from './consultation-card';
import { LatestNews } from './latest-news';
import { useBlogPost, type BlogPostState } from './use-blog-post';
import '../../components/blog-card/blog-card.css';
import './blog.css';

export default function BlogDetailPage() {
  const { slug = '' } = useParams();
  return <BlogDetailView slug={slug} post={useBlogPost(slug)} />;
}

/** The page from its data, fetched or (the staff preview, issue 19) handed over. */
export function BlogDetailView({ slug, post }: { slug: string; post: BlogPostState }) {
  if (post.status === 'missing') return <NotFoundContent />;
  const ready = post.status === 'ready' ? post : undefined;
  const heading = ready?.heading;

  return (
    <>
      {ready ? (
        <DetailPageHead
          heading={ready.heading}
          html={ready.html}
          picture={ready.cover}
          pictureCaption={ready.heading}
          seo={ready.seo}
          section={{ name: 'Blog', path: '/blog' }}
          path={blogPath(slug)}
          describe={(image) =>
            blogPosting({
              headline: ready.heading,
              html: ready.html,
              path: blogPath(slug),
              image,
              publishedAt: ready.publishedAt,
              modifiedAt: ready.updatedAt,
            })
          }
        />
      ) : (
        <PageMeta title="Blog" />
      )}
      <PageBanner title="Our Blog" titleAs={heading ? 'p' : 'h1'} trail={[{ label: 'Blog', to: '/blog' }]} current={heading ?? 'Post'} />
      <div className="section blog-detail">
        <div className="ui-container blog-detail__layout">
          <article className="blog-detail__article" aria-busy={post.status === 'loading'}>
            {post.status === 'loading' ? <Spinner label="Loading post..." /> : null}
            {post.status === 'error' ? <Message tone="error">{post.message}</Message> : null}
            {post.status === 'ready' ? (
              <>
                <p className="blog-card__meta">
                  {post.publishedAt ? (
                    <span>
                      <Icon name="calendar" size={16} />
                      <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
                    </span>
                  ) : null}
                  <span>
                    <Icon name="user" size={16} />
                    By Admin
                  </span>
                </p>
                <h1 className="blog-detail__heading">{post.heading}</h1>
                <BlogBody html={post.html} gallery={post.gallery} heading={post.heading} />
                <Link className="blog-detail__back" to="/blog">
                  <Icon name="chevronLeft" size={18} />
                  Back to all posts
                </Link>
              </>
            ) : null}
          </article>
          <PageSection deferred>
            <aside className="blog-detail__sidebar" aria-label="More from the blog">
              <LatestNews />
              <ConsultationCard />
            </aside>
          </PageSection>
        </div>
      </div>
    </>
  );
}
