// The platform's Link and NavLink: anchors with real hrefs whose plain clicks navigate in the
// one router, and that say when they lead to the current page.

import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNSAFE_createMemoryHistory } from 'react-router-dom';
import { blockableHistory, Link, NavLink, PlatformRouter, useLocation } from '@agency/shared/router';

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}

const renderAt = (path: string, links: React.ReactNode) => {
  const history = blockableHistory(UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }));
  render(
    <PlatformRouter history={history}>
      {links}
      <Where />
    </PlatformRouter>,
  );
  return history;
};

describe('Link', () => {
  it('has the href a visitor can open in a new tab, and a plain click navigates without reloading', async () => {
    const history = renderAt('/', <Link to="/blog?page=2">Blog</Link>);
    const link = screen.getByRole('link', { name: 'Blog' });
    expect(link).toHaveAttribute('href', '/blog?page=2');
    await userEvent.click(link);
    expect(screen.getByLabelText('where')).toHaveTextContent('/blog?page=2');
    expect(history.action).toBe('PUSH');
  });

  it('leaves a modified click (new tab) and a prevented one to the browser', () => {
    renderAt(
      '/',
      <Link to="/blog" onClick={(event) => event.shiftKey && event.preventDefault()}>
        Blog
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Blog' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Blog' }), { shiftKey: true });
    expect(screen.getByLabelText('where')).toHaveTextContent(/^\/$/);
  });

  it('replaces the entry when asked', async () => {
    const history = renderAt(
      '/',
      <Link to="/contact" replace>
        Contact
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
    expect(history.action).toBe('REPLACE');
  });

  it('is a plain anchor for a full URL elsewhere', async () => {
    renderAt('/', <Link to="https://example.com/x">Elsewhere</Link>);
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toHaveAttribute('href', 'https://example.com/x');
  });
});

describe('NavLink', () => {
  it('marks the link of the current page and of the pages below it, unless `end`', () => {
    renderAt(
      '/blog-list/2',
      <>
        <NavLink to="/blog-list" className="side">
          Blogs
        </NavLink>
        <NavLink to="/blog-list" end>
          Exactly blogs
        </NavLink>
        <NavLink to="/blog">Blog</NavLink>
      </>,
    );
    const blogs = screen.getByRole('link', { name: 'Blogs' });
    expect(blogs).toHaveClass('side', 'active');
    expect(blogs).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Exactly blogs' })).not.toHaveAttribute('aria-current');
    // A path that only starts with the same letters is not below it.
    expect(screen.getByRole('link', { name: 'Blog' })).not.toHaveClass('active');
  });
});
