// The header banner of the inner pages: the page's h1 and where it sits in the site.

import type { ReactNode } from 'react';
import { Link } from '@agency/shared/router';
import './page-banner.css';

export interface Crumb {
  label: string;
  to?: string;
}

export interface PageBannerProps {
  title: ReactNode;
  intro?: ReactNode;
  /** The trail above the current page; Home is always first. */
  trail?: Crumb[];
  /** The current page's name in the trail, when the title is long (a blog heading). */
  current?: string;
  /** Render the title as a paragraph when the page's h1 sits below the banner. */
  titleAs?: 'h1' | 'p';
}

export function PageBanner({ title, intro, trail = [], current, titleAs: Title = 'h1' }: PageBannerProps) {
  const crumbs: Crumb[] = [{ label: 'Home', to: '/' }, ...trail];
  return (
    <section className="page-banner">
      <div className="ui-container page-banner__inner">
        <Title className="page-banner__title">{title}</Title>
        {intro ? <p className="page-banner__intro">{intro}</p> : null}
        <nav aria-label="Breadcrumb" className="page-banner__crumbs">
          <ol>
            {crumbs.map((crumb) => (
              <li key={crumb.label}>{crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : crumb.label}</li>
            ))}
            <li aria-current="page">{current ?? title}</li>
          </ol>
        </nav>
      </div>
    </section>
  );
}
