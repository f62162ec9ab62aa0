import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNSAFE_createMemoryHistory, useRoutes } from 'react-router-dom';
import { blockableHistory, Link, PlatformRouter, useBlocker, useLocation, type Blocker } from '@agency/shared/router';

const start = (entries = ['/form']) =>
  blockableHistory(UNSAFE_createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1, v5Compat: true }));

describe('blockableHistory', () => {
  it('holds a push the screen refuses, then makes it on proceed', () => {
    const history = start();
    const seen: string[] = [];
    history.listen(({ location }) => seen.push(location.pathname));
    const reports: Blocker[] = [];
    history.block({ shouldBlock: ({ nextLocation }) => nextLocation.pathname === '/away', report: (b) => reports.push(b) });

    history.push('/away');
    expect(history.location.pathname).toBe('/form');
    expect(seen).toEqual([]);
    const held = reports.at(-1);
    expect(held?.state).toBe('blocked');
    expect(held?.location?.pathname).toBe('/away');

    held?.proceed?.();
    expect(history.location.pathname).toBe('/away');
    expect(seen).toEqual(['/away']);
    expect(reports.map((b) => b.state)).toEqual(['blocked', 'proceeding', 'unblocked']);
  });

  it('stays on reset, and lets moves through that the screen does not refuse', () => {
    const history = start();
    const reports: Blocker[] = [];
    history.block({ shouldBlock: ({ nextLocation }) => nextLocation.pathname === '/away', report: (b) => reports.push(b) });
    history.replace('/away');
    reports.at(-1)?.reset?.();
    expect(history.location.pathname).toBe('/form');
    expect(reports.at(-1)?.state).toBe('unblocked');
    history.push('/form?tab=2');
    expect(history.location.search).toBe('?tab=2');
  });

  it('undoes a refused Back at once and replays it on proceed; the router hears only the move made', () => {
    const history = start(['/list', '/form']);
    const seen: string[] = [];
    history.listen(({ location, action }) => seen.push(`${action} ${location.pathname}`));
    const reports: Blocker[] = [];
    const remove = history.block({ shouldBlock: () => true, report: (b) => reports.push(b) });

    history.go(-1);
    expect(history.location.pathname).toBe('/form');
    expect(seen).toEqual([]);
    expect(reports.at(-1)?.location?.pathname).toBe('/list');

    reports.at(-1)?.proceed?.();
    expect(history.location.pathname).toBe('/list');
    expect(seen).toEqual(['POP /list']);

    remove();
    history.go(1);
    expect(seen).toEqual(['POP /list', 'POP /form']);
  });
});

describe('useBlocker in the PlatformRouter', () => {
  function Form() {
    const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname);
    return (
      <>
        <Link to="/away">Leave</Link>
        {blocker.state === 'blocked' ? (
          <div role="dialog" aria-label="Leave?">
            <button type="button" onClick={() => blocker.proceed()}>
              Leave anyway
            </button>
            <button type="button" onClick={() => blocker.reset()}>
              Stay
            </button>
          </div>
        ) : null}
      </>
    );
  }
  function Where() {
    return <p>at {useLocation().pathname}</p>;
  }
  function Routes() {
    return useRoutes([
      { path: '/form', element: <Form /> },
      { path: '*', element: <Where /> },
    ]);
  }

  it('asks before a link leaves the screen, stays on Stay and leaves on proceed', async () => {
    const history = start();
    render(
      <PlatformRouter history={history}>
        <Routes />
      </PlatformRouter>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    await user.click(await screen.findByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(history.location.pathname).toBe('/form');

    await user.click(screen.getByRole('link', { name: 'Leave' }));
    await user.click(await screen.findByRole('button', { name: 'Leave anyway' }));
    expect(await screen.findByText('at /away')).toBeInTheDocument();
    await act(async () => history.go(-1));
    expect(await screen.findByRole('link', { name: 'Leave' })).toBeInTheDocument();
  });
});
