// A route change scrolls to the top; the page the visitor arrived on keeps their scroll.

import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { ScrollToTop } from '../scroll-to-top';

let navigate: NavigateFunction;
function Navigator() {
  navigate = useNavigate();
  return null;
}

const scrollTo = jest.fn();
beforeEach(() => {
  scrollTo.mockReset();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});

test('the first page (hydrating a server-rendered one) keeps where the visitor scrolled', () => {
  render(
    <MemoryRouter initialEntries={['/services']}>
      <ScrollToTop />
    </MemoryRouter>,
  );
  expect(scrollTo).not.toHaveBeenCalled();
});

test('going to another page scrolls to the top; a new query on the same page does not', () => {
  render(
    <MemoryRouter initialEntries={['/blog']}>
      <ScrollToTop />
      <Navigator />
    </MemoryRouter>,
  );
  act(() => navigate('/blog?page=2'));
  expect(scrollTo).not.toHaveBeenCalled();
  act(() => navigate('/about'));
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
});
