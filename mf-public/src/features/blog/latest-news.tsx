// Latest News: the first three posts beside a blog post (product §2, §9).

import { Link } from '@agency/shared/router';
import { BLOG_SIDEBAR_LATEST_COUNT, blogPath } from '@agency/shared/contract';
import { ApiImage } from '../../components/api-image/api-image';
import { formatLongDate } from '../../utils/format-date';
import { useLatestPosts } from '../../hooks/use-latest-posts';

export function LatestNews() {
  const { posts } = useLatestPosts();
  if (!posts || posts.length === 0) return null;
  return (
    <section className="sidebar-card latest-news" aria-labelledby="latest-news-title">
      <h2 id="latest-news-title" className="sidebar-card__title">
        Latest News
      </h2>
      <ul className="latest-news__list">
        {posts.slice(0, BLOG_SIDEBAR_LATEST_COUNT).map((post) => (
          <li key={post._id} className="latest-news__item">
            <ApiImage className="latest-news__thumb" kind="blog" file={post.image} alt="" width={96} height={72} sizes="96px" />
            <div>
              <Link to={blogPath(post.slug)} className="latest-news__link">
                {post.heading}
              </Link>
              <time className="latest-news__date" dateTime={post.createdAt}>
                {formatLongDate(post.createdAt)}
              </time>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
