import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { UNSAFE_createMemoryHistory } from 'react-router-dom';
import { blockableHistory, PlatformRouter } from '@agency/shared/router';
import { SiteHeader } from '../site-header';

const header = () => (
  <PlatformRouter history={blockableHistory(UNSAFE_createMemoryHistory({ v5Compat: true }))}>
    <SiteHeader />
  </PlatformRouter>
);

/** jsdom has no popovers: the menu gets one that behaves as the browser's, its toggle event a task later. */
const givePopover = (menu: HTMLElement, shown: { now: boolean }) => {
  const matches = menu.matches.bind(menu);
  jest.spyOn(menu, 'matches').mockImplementation((selector: string) => (selector === ':popover-open' ? shown.now : matches(selector)));
  const togglePopover = jest.fn((force?: boolean) => {
    const next = force ?? !shown.now;
    if (next !== shown.now) {
      shown.now = next;
      setTimeout(() => menu.dispatchEvent(new Event('toggle')), 0);
    }
    return shown.now;
  });
  menu.togglePopover = togglePopover;
  return togglePopover;
};

/** One task of the event loop, queued as React's scheduler queues its own where there is no MessageChannel. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

it('a menu tapped open before the scripts ran stays open when the page hydrates', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(header());
  document.body.append(container);
  // The visitor's tap met the server's markup: the browser opened the popover the button targets.
  const shown = { now: true };
  const togglePopover = givePopover(container.querySelector('nav') as HTMLElement, shown);

  await act(async () => {
    root = hydrateRoot(container, header());
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));

  expect(togglePopover).not.toHaveBeenCalledWith(false);
  expect(shown.now).toBe(true);
  expect(screen.getByRole('button', { name: 'Menu', hidden: true })).toHaveAttribute('aria-expanded', 'true');
});

it('a menu tapped the moment the page has hydrated, before its first effects ran, opens', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(header());
  document.body.append(container);
  const shown = { now: false };
  givePopover(container.querySelector('nav') as HTMLElement, shown);
  const button = container.querySelector('button') as HTMLButtonElement;
  const isHydrated = () => Object.keys(button).some((key) => key.startsWith('__reactProps$'));

  // React's own scheduler, as in a browser: hydration commits in one task, its effects run in a later one.
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  try {
    root = hydrateRoot(container, header());
    while (!isHydrated()) await nextTask();
    button.click();
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }

  expect(shown.now).toBe(true);
  expect(button).toHaveAttribute('aria-expanded', 'true');
});
