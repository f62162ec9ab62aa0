// The number on the top bar's message and SEO buttons.

import { render } from '@testing-library/react';
import { CountBadge } from '../alerts/count-badge';

const shown = (count: number) => render(<CountBadge count={count} />).container.textContent;

test('shows the count, hides at zero and caps at 99+', () => {
  expect(shown(0)).toBe('');
  expect(shown(7)).toBe('7');
  expect(shown(99)).toBe('99');
  expect(shown(250)).toBe('99+');
});
