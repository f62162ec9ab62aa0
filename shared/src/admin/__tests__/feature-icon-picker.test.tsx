// The feature icon picker: the site's Font Awesome classes, searched by class or words as staff
// type, reached and picked by keyboard (arrows, Enter, Escape) or mouse; a class typed that the
// list lacks is kept as typed, and Enter picks without sending the form.

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { featureIconMessages as m } from '@agency/shared/contract/messages';
import { FeatureIconPicker } from '../form/fields/feature-icon-picker';
import { FEATURE_ICONS, matchingIcons } from '../form/fields/feature-icons';

const submitted = jest.fn();
function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submitted(value);
      }}
    >
      <label htmlFor="icon-1">Icon</label>
      <FeatureIconPicker id="icon-1" feature={1} value={value} onChange={setValue} />
      <output>{value}</output>
    </form>
  );
}

beforeEach(() => submitted.mockClear());

const box = () => screen.getByRole('combobox', { name: 'Icon' });
const options = () => within(screen.getByRole('listbox', { name: m.listLabel(1) })).getAllByRole('option');

it('finds icons by words or class and picks one with the arrow keys and Enter, without sending the form', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(box());
  expect(box()).toHaveAttribute('aria-expanded', 'true');
  expect(options()).toHaveLength(FEATURE_ICONS.length);
  await user.type(box(), 'chart');
  expect(options().map((option) => option.textContent)).toEqual(matchingIcons('chart').map((icon) => `${icon.name}${icon.className}`));
  expect(options().length).toBeGreaterThan(1);
  await user.keyboard('{ArrowDown}{ArrowDown}');
  const second = options()[1];
  expect(second).toHaveAttribute('aria-selected', 'true');
  expect(box()).toHaveAttribute('aria-activedescendant', second.id);
  await user.keyboard('{Enter}');
  expect(box()).toHaveValue(matchingIcons('chart')[1].className);
  expect(box()).toHaveAttribute('aria-expanded', 'false');
  expect(submitted).not.toHaveBeenCalled();
});

it('searches by what an icon shows, picks with the mouse, and closes with Escape', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.type(box(), 'local');
  await user.click(screen.getByRole('option', { name: /Map, local search/ }));
  expect(box()).toHaveValue('fa-solid fa-map-location-dot');
  await user.keyboard('{ArrowDown}');
  expect(box()).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard('{Escape}');
  expect(box()).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

it('keeps a class the list lacks as typed, and says no icon matches', async () => {
  const user = userEvent.setup();
  render(<Harness initial="fa-solid fa-dragon" />);
  await user.click(box());
  await user.type(box(), '-x');
  expect(box()).toHaveValue('fa-solid fa-dragon-x');
  expect(screen.getByText(new RegExp(m.noMatch.replace(/[.;]/g, '.')))).toBeInTheDocument();
  await user.keyboard('{Enter}');
  expect(submitted).toHaveBeenCalledWith('fa-solid fa-dragon-x');
});
