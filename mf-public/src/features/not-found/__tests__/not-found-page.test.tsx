import { screen } from '@testing-library/react';
import { routerMessages } from '@agency/shared/contract';
import { renderWithStore } from '@agency/shared/testing';
import NotFoundPage from '../not-found-page';

describe('not found', () => {
  it('says the page does not exist, keeps it out of search results and leads back home', () => {
    renderWithStore(<NotFoundPage />, { route: '/no-such-page' });
    expect(screen.getByRole('heading', { level: 1, name: routerMessages.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe(`${routerMessages.notFound} | Northstar Digital`);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('says an address staff marked gone (a 410 rule) was removed for good, and only that address', () => {
    window.__APP_CONFIG__ = { gonePath: '/retired-offer' };
    try {
      const gone = renderWithStore(<NotFoundPage />, { route: '/retired-offer' });
      expect(screen.getByRole('heading', { level: 1, name: routerMessages.gone })).toBeInTheDocument();
      expect(document.title).toBe(`${routerMessages.gone} | Northstar Digital`);
      gone.unmount();
      renderWithStore(<NotFoundPage />, { route: '/another-missing-page' });
      expect(screen.getByRole('heading', { level: 1, name: routerMessages.notFound })).toBeInTheDocument();
    } finally {
      delete window.__APP_CONFIG__;
    }
  });
});
