// When a form's code starts downloading by itself: a form scrolled near from further away
// loads it ahead of use; one that was already on screen when the visitor began to scroll
// (the home banner's) does not, so reading a page on away from it downloads no form code.

import { useRef } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useFormIntent } from '../use-form-intent';

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
  const { near, used } = useFormIntent(anchor);
  return (
    <form ref={anchor} aria-label="Quote">
      <input aria-label="Email" />
      <output>{`near ${String(near)}, used ${String(used)}`}</output>
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
  expect(screen.getByRole('status')).toHaveTextContent('near false, used false');
});

test('a form scrolled near from further away is near before it is used', async () => {
  render(<Form />);
  await act(async () => fireEvent.scroll(window));
  await act(async () => report?.(false));
  await act(async () => report?.(true));
  expect(screen.getByRole('status')).toHaveTextContent('near true, used false');
});

test('focusing a field is a use wherever the form is', async () => {
  render(<Form />);
  await act(async () => fireEvent.focusIn(screen.getByRole('textbox', { name: 'Email' })));
  expect(screen.getByRole('status')).toHaveTextContent('used true');
});
