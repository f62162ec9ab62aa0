// The checklist reads as a plain list: one item per claim, in order, the check mark hidden from
// assistive technology (it repeats what the list already says).

import { render, screen, within } from '@testing-library/react';
import { Checklist } from '../checklist/checklist';

const CLAIMS = ['A 30-minute call', 'A quick audit', 'An honest recommendation'];

it('lists every claim in order, each after a check mark that screen readers skip', () => {
  render(<Checklist items={CLAIMS} />);
  const list = screen.getByRole('list');
  expect(list).toHaveClass('checklist');
  const items = within(list).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual(CLAIMS);
  for (const item of items) expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
});

it('takes the look of the place it stands in', () => {
  render(<Checklist items={CLAIMS} className="hero__promises" icon="checkCircle" />);
  expect(screen.getByRole('list')).toHaveClass('hero__promises');
  expect(screen.getByRole('list')).not.toHaveClass('checklist');
});
