import { createRef } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore } from '@agency/shared/testing';
import { Sidebar } from '../sidebar';
import { useSidebarToggle, type SidebarState } from '../use-sidebar-toggle';

const wide: SidebarState = { narrow: false, folded: false, open: false, toggle: () => undefined, close: () => undefined };
const SidebarAt = () => <Sidebar id="sidebar" state={wide} returnFocus={createRef()} />;

const resizeTo = (width: number) =>
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });

function ToggleProbe() {
  const { narrow, folded, open, toggle } = useSidebarToggle();
  const shown = narrow ? `drawer ${open ? 'open' : 'closed'}` : folded ? 'rail' : 'column';
  return (
    <button type="button" onClick={toggle}>
      {shown}
    </button>
  );
}

describe('admin sidebar', () => {
  it('keeps only one group open at a time', async () => {
    const user = userEvent.setup();
    renderWithStore(<SidebarAt />, { route: '/dashboard' });
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
    renderWithStore(<SidebarAt />, { route: '/dashboard' });
    await user.click(screen.getByRole('button', { name: 'Products' }));
    expect(screen.getByRole('link', { name: 'All Products' })).toHaveAttribute('href', '/product-list');
  });

  it('opens the group of the current page', () => {
    renderWithStore(<SidebarAt />, { route: '/editblog/abc' });
    expect(screen.getByRole('button', { name: 'Blogs' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('is a closed drawer at 992 px or less, a column above, re-evaluated on resize', async () => {
    const user = userEvent.setup();
    resizeTo(992);
    renderWithStore(<ToggleProbe />);
    expect(screen.getByRole('button')).toHaveTextContent('drawer closed');
    await user.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('drawer open');
    resizeTo(993);
    expect(screen.getByRole('button')).toHaveTextContent('column');
    await user.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('rail');
  });

  it('takes a closed drawer out of reach and gives focus to an opened one', () => {
    const closed = { ...wide, narrow: true };
    const first = renderWithStore(<Sidebar id="sidebar" state={closed} returnFocus={createRef()} />, { route: '/dashboard' });
    expect(first.container.querySelector('nav')).toHaveAttribute('inert');
    first.unmount();
    renderWithStore(<Sidebar id="sidebar" state={{ ...closed, open: true }} returnFocus={createRef()} />, { route: '/dashboard' });
    expect(screen.getByRole('navigation', { name: 'Admin' })).not.toHaveAttribute('inert');
    expect(screen.getByRole('link', { name: 'Northstar Admin' })).toHaveFocus();
  });
});
