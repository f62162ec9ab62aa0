import { screen } from '@testing-library/react';
import { routerMessages } from '@agency/shared/contract';
import { renderWithStore } from '@agency/shared/testing';
import { RouterFallback } from '../router-fallback';

function Broken(): never {
  throw new Error('boom');
}

describe('router fallback', () => {
  it("shows 'Unexpected Application Error!' when a route throws", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithStore(<></>, {
      route: '/broken',
      routes: [{ path: '/broken', element: <Broken />, errorElement: <RouterFallback /> }],
      path: '/never',
    });
    expect(await screen.findByRole('heading', { name: routerMessages.fallback })).toBeInTheDocument();
  });
});
