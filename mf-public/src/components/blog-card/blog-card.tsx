// A blog post as a card (home teaser and blog list): image, date, heading,
// author, the description as plain text, and a link to the post.

import { Link } from '@agency/shared/router';
import { blogPath, type Blog } from '@agency/shared/contract';
import { formatLongDate } from '../../utils/format-date';
import { summarize } from '../../utils/summarize';
import { ApiImage } from '../api-image/api-image';
import { Icon } from '../icon/icon';
import './blog-card.css';

export interface BlogCardProps {
  post: Blog;
  /** The home teaser opens the post in a new tab (product §2). */
  newTab?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** The first card of a page may be its largest picture: load it at once. */
  priority?: boolean;
}

export function BlogCard({ post, newTab = false, headingLevel: Heading = 'h3', priority = false }: BlogCardProps) {
  const href = blogPath(post.slug);
  const tabProps = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <article className="card blog-card">
      <ApiImage
        className="card__media"
        kind="blog"
        file={post.image}
        alt={post.imageAlt ?? ''}
        width={600}
        height={400}
        sizes="(min-width: 1200px) 380px, (min-width: 768px) 45vw, 92vw"
        priority={priority}
      />
      <div className="card__body">
        <p className="blog-card__meta">
          <span>
            <Icon name="calendar" size={16} />
            <time dateTime={post.createdAt}>{formatLongDate(post.createdAt)}</time>
          </span>
          <span>
            <Icon name="user" size={16} />
            By Admin
          </span>
        </p>
        <Heading className="card__title">{newTab ? post.heading : <Link to={href}>{post.heading}</Link>}</Heading>
        <p className="card__text">{summarize(post.description, 150)}</p>
        {/* The post's name is part of the link's text (hidden from view), so the link says where it goes. */}
        <Link className="card__more" to={href} {...tabProps}>
          Read more
          <span className="ui-visually-hidden">{` about ${post.heading}${newTab ? ' (opens in a new tab)' : ''}`}</span>
          <Icon name="arrowRight" size={16} />
        </Link>
      </div>
    </article>
  );
}
