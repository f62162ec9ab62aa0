// The home page's blog teaser: the first three posts (product §2, §9), and only those are
// asked for, so the page costs the same with ten posts or a hundred thousand.

import { Link } from '@agency/shared/router';
import { HOME_BLOG_TEASER_COUNT } from '@agency/shared/contract';
import { BalancedGrid } from '../../components/balanced-grid/balanced-grid';
import { BlogCard } from '../../components/blog-card/blog-card';
import { Icon } from '../../components/icon/icon';
import { SectionHeading } from '../../components/section-heading/section-heading';
import { useLatestPosts } from '../../hooks/use-latest-posts';
import './blog-teaser.css';

export function BlogTeaser() {
  const { posts, isError } = useLatestPosts();
  if (isError || (posts && posts.length === 0)) return null;

  return (
    <section className="section section--alt blog-teaser" aria-labelledby="blog-teaser-title">
      <div className="ui-container">
        <SectionHeading
          id="blog-teaser-title"
          eyebrow="From the blog"
          title="Latest News and Insights"
          intro="Practical advice on SEO, paid search and social media from the team that does the work."
        />
        <BalancedGrid className="card-grid blog-teaser__grid">
          {(posts ?? []).slice(0, HOME_BLOG_TEASER_COUNT).map((post) => (
            <li key={post._id}>
              <BlogCard post={post} newTab />
            </li>
          ))}
        </BalancedGrid>
        <p className="blog-teaser__all">
          <Link className="btn btn-outline" to="/blog">
            View all posts
            <Icon name="arrowRight" size={18} />
          </Link>
        </p>
      </div>
    </section>
  );
}
