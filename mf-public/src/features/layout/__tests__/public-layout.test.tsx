import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PUBLIC_COPYRIGHT_YEAR, SITE } from '@agency/shared/contract';
import { renderWithStore } from '@agency/shared/testing';
import { loadAllSectionCode } from '../../../components/page-section/section-code';
import PublicLayout from '../public-layout';

// The footer downloads its code on its own (section-code.ts); these tests are about what the layout shows.
beforeAll(loadAllSectionCode);

const renderLayout = (route = '/') =>
  renderWithStore(<PublicLayout />, {
    route,
    path: '/',
    routes: [
      {
        element: <PublicLayout />,
        children: [{ path: '/about', element: <h1>About page</h1> }],
      },
    ],
  });

describe('public layout', () => {
  it('has the navbar links of the product and a Support button to /contact', () => {
    renderLayout();
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    const links = nav.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Services', '/services'],
      ['Blog', '/blog'],
      ['FAQs', '/faqs'],
      ['Contact', '/contact'],
      ['Support', '/contact'],
    ]);
  });

  it('shows the tagline', () => {
    renderLayout();
    expect(screen.getAllByText(SITE.tagline).length).toBeGreaterThan(0);
  });

  it('has the footer links, four social links, e-mail, phone, address and the copyright year', () => {
    renderLayout();
    const footer = within(screen.getByRole('contentinfo'));
    const quickLinks = within(footer.getByRole('navigation', { name: 'Footer' })).getAllByRole('link');
    expect(quickLinks.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/about',
      '/services',
      '/blog',
      '/faqs',
      '/privacy-policy',
      '/terms-conditions',
      '/contact',
    ]);
    const social = within(footer.getByRole('list', { name: 'Social media' })).getAllByRole('link');
    expect(social.map((link) => link.getAttribute('href'))).toEqual(SITE.social.map((network) => network.href));
    expect(social.every((link) => link.getAttribute('target') === '_blank')).toBe(true);
    expect(footer.getByRole('link', { name: SITE.email })).toHaveAttribute('href', `mailto:${SITE.email}`);
    expect(footer.getByRole('link', { name: SITE.phone })).toHaveAttribute('href', SITE.phoneHref);
    expect(footer.getByText(SITE.address)).toBeInTheDocument();
    expect(footer.getByText(`Copyright © ${PUBLIC_COPYRIGHT_YEAR} ${SITE.name}. All rights reserved.`)).toBeInTheDocument();
  });

  it('opens and closes the mobile menu with a disclosure button, by click and by keyboard', async () => {
    const user = userEvent.setup();
    renderLayout();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') as string);
    expect(menu).toHaveAttribute('aria-label', 'Main');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveClass('is-open');

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the mobile menu when a link is followed', async () => {
    const user = userEvent.setup();
    const { router } = renderLayout();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'About' }));
    expect(router.state.location.pathname).toBe('/about');
    expect(await screen.findByRole('heading', { name: 'About page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await act(() => router.navigate('/'));
  });

  it('offers a skip link to the main content', () => {
    renderLayout();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});
