// When a form's code starts downloading by itself: a form scrolled near from further away
// loads it ahead of use; one that was already on screen when the visitor began to scroll
// (the home banner's) does not, so reading a page on away from it downloads no form code.
// A form in use loads it at the visitor's first rest, not on a key they type.

import { useRef } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { INPUT_PAUSE_MS, useFormIntent } from '../use-form-intent';

/** IntersectionObserver stand-in: the test says whether the observed form is near. */
let report: ((isIntersecting: boolean) => void) | undefined;
class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    report = (isIntersecting) =>
      this.callback([{ isIntersecting, target: element } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {
    report = undefined;
  }
}

function Form() {
  const anchor = useRef<HTMLFormElement>(null);
  const { near, paused } = useFormIntent(anchor);
  return (
    <form ref={anchor} aria-label="Quote">
      <input aria-label="Email" />
      <output>{`near ${String(near)}, paused ${String(paused)}`}</output>
    </form>
  );
}

beforeEach(() => {
  report = undefined;
  (window as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
});
afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

test('a form on screen when the visitor starts scrolling is not near by scrolling on', async () => {
  render(<Form />);
  await act(async () => fireEvent.scroll(window));
  await act(async () => report?.(true));
  await act(async () => report?.(false));
  await act(async () => report?.(true));
  expect(screen.getByRole('status')).toHaveTextContent('near false, paused false');
});

test('a form scrolled near from further away is near before it is used', async () => {
  render(<Form />);
  await act(async () => fireEvent.scroll(window));
  await act(async () => report?.(false));
  await act(async () => report?.(true));
  expect(screen.getByRole('status')).toHaveTextContent('near true, paused false');
});

describe('a form in use', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('focusing a field is a use wherever the form is: paused once the visitor rests', async () => {
    render(<Form />);
    await act(async () => fireEvent.focusIn(screen.getByRole('textbox', { name: 'Email' })));
    await act(async () => jest.advanceTimersByTime(INPUT_PAUSE_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('paused false');
    await act(async () => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('paused true');
  });

  test('each key puts the rest off', async () => {
    render(<Form />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    await act(async () => fireEvent.focusIn(email));
    for (let key = 0; key < 5; key += 1) {
      await act(async () => jest.advanceTimersByTime(INPUT_PAUSE_MS - 100));
      await act(async () => fireEvent.keyDown(email, { key: 'a' }));
    }
    expect(screen.getByRole('status')).toHaveTextContent('paused false');
    await act(async () => jest.advanceTimersByTime(INPUT_PAUSE_MS));
    expect(screen.getByRole('status')).toHaveTextContent('paused true');
  });

  test('a form scrolled near while in use is not near: its code waits for the rest', async () => {
    render(<Form />);
    await act(async () => fireEvent.focusIn(screen.getByRole('textbox', { name: 'Email' })));
    await act(async () => fireEvent.scroll(window));
    await act(async () => report?.(false));
    await act(async () => report?.(true));
    expect(screen.getByRole('status')).toHaveTextContent('near false, paused false');
  });
});
