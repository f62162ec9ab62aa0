import { screen } from '@testing-library/react';
import { act } from 'react';
import { routerMessages } from '@agency/shared/contract';
import { renderWithStore } from '@agency/shared/testing';
import { useLocation } from '@agency/shared/router';
import { RouteErrorBoundary } from '../route-error-boundary';

function Page() {
  const { pathname } = useLocation();
  if (pathname === '/broken') throw new Error('boom');
  return <h1>Fine at {pathname}</h1>;
}

function Guarded() {
  return (
    <RouteErrorBoundary resetKey={useLocation().pathname}>
      <Page />
    </RouteErrorBoundary>
  );
}

describe('router fallback', () => {
  it("shows 'Unexpected Application Error!' when a route throws, and the next address renders again", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderWithStore(<Guarded />, { route: '/broken' });
    expect(await screen.findByRole('heading', { name: routerMessages.fallback })).toBeInTheDocument();
    await act(() => router.navigate('/fine'));
    expect(await screen.findByRole('heading', { name: 'Fine at /fine' })).toBeInTheDocument();
  });
});
