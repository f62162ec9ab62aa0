import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore } from '@agency/shared/testing';
import { Sidebar } from '../sidebar';
import { useSidebarToggle } from '../use-sidebar-toggle';

const resizeTo = (width: number) =>
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });

function ToggleProbe() {
  const { toggled, toggle } = useSidebarToggle();
  return (
    <button type="button" onClick={toggle}>
      {toggled ? 'toggled' : 'expanded'}
    </button>
  );
}

describe('admin sidebar', () => {
  it('keeps only one group open at a time', async () => {
    const user = userEvent.setup();
    renderWithStore(<Sidebar toggled={false} />, { route: '/dashboard' });
    const blogs = screen.getByRole('button', { name: 'Blogs' });
    const works = screen.getByRole('button', { name: 'Works' });

    await user.click(blogs);
    expect(blogs).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'All Blogs' })).toHaveAttribute('href', '/blog-list');

    await user.click(works);
    expect(works).toHaveAttribute('aria-expanded', 'true');
    expect(blogs).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'All Blogs' })).not.toBeInTheDocument();
  });

  it('links products with the sidebar spelling /product-list', async () => {
    const user = userEvent.setup();
    renderWithStore(<Sidebar toggled={false} />, { route: '/dashboard' });
    await user.click(screen.getByRole('button', { name: 'Products' }));
    expect(screen.getByRole('link', { name: 'All Products' })).toHaveAttribute('href', '/product-list');
  });

  it('opens the group of the current page', () => {
    renderWithStore(<Sidebar toggled={false} />, { route: '/editblog/abc' });
    expect(screen.getByRole('button', { name: 'Blogs' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('is toggled at 992 px or less and re-evaluates on resize', async () => {
    resizeTo(992);
    renderWithStore(<ToggleProbe />);
    expect(screen.getByRole('button')).toHaveTextContent('toggled');
    resizeTo(993);
    expect(screen.getByRole('button')).toHaveTextContent('expanded');
    await userEvent.setup().click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('toggled');
  });
});
