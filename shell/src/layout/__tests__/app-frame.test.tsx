import { act, screen, waitFor } from '@testing-library/react';
import { Link, Outlet } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { renderWithStore } from '@agency/shared/testing';
import { BackToTop } from '../back-to-top';
import { ScrollToTop } from '../scroll-to-top';
import { ChatButton } from '../chat-button';
import { StepAsideForForms, TUCKED_CLASS } from '../step-aside-for-forms';

const scrollTo = (y: number) =>
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });

describe('page frame', () => {
  it('shows back-to-top only after scrolling more than 300 px, and scrolls up on click', async () => {
    const spy = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderWithStore(<BackToTop />);
    scrollTo(300);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    scrollTo(301);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to top' }));
    expect(spy).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('scrolls to the top on every route change', async () => {
    const spy = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    function Frame() {
      return (
        <>
          <ScrollToTop />
          <Link to="/about">About</Link>
          <Outlet />
        </>
      );
    }
    renderWithStore(<Frame />, { route: '/', path: '/', routes: [{ path: '/about', element: <Frame /> }] });
    spy.mockClear();
    await userEvent.setup().click(screen.getByRole('link', { name: 'About' }));
    expect(spy).toHaveBeenCalledWith(0, 0);
  });

  it('links the floating chat button to the business number in a new tab', () => {
    renderWithStore(<ChatButton />);
    const link = screen.getByRole('link', { name: /Chat with/ });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+/);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('tucks the floating buttons away while a form field is under them, and brings them back after', async () => {
    // jsdom lays nothing out: the boxes are given, the chat button at a phone's bottom-right corner.
    const box = (left: number, top: number, width: number, height: number) => () => DOMRect.fromRect({ x: left, y: top, width, height });
    renderWithStore(
      <>
        <StepAsideForForms />
        <ChatButton />
        <select aria-label="Subject" />
      </>,
    );
    jest.spyOn(screen.getByRole('link', { name: /Chat with/ }), 'getBoundingClientRect').mockImplementation(box(334, 788, 44, 44));
    const subject = screen.getByRole('combobox', { name: 'Subject' });
    const html = document.documentElement;

    jest.spyOn(subject, 'getBoundingClientRect').mockImplementation(box(16, 400, 358, 44));
    scrollTo(100);
    await waitFor(() => expect(html).not.toHaveClass(TUCKED_CLASS));

    jest.spyOn(subject, 'getBoundingClientRect').mockImplementation(box(16, 780, 358, 44));
    scrollTo(480);
    await waitFor(() => expect(html).toHaveClass(TUCKED_CLASS));

    jest.spyOn(subject, 'getBoundingClientRect').mockImplementation(box(16, 200, 358, 44));
    scrollTo(1060);
    await waitFor(() => expect(html).not.toHaveClass(TUCKED_CLASS));
  });
});
