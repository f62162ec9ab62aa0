// A service feature's icon: a combobox over the Font Awesome classes the site offers (FEATURE_ICONS),
// searched by class or words as staff type. Arrow keys move through the list, Enter picks, Escape
// closes it; a class typed that is not in the list is kept as typed (entries saved before keep theirs).

import { useId, useState, type KeyboardEvent } from 'react';
import { featureIconMessages as m } from '@agency/shared/contract/messages';
import { matchingIcons, type FeatureIcon } from './feature-icons';

export interface FeatureIconPickerProps {
  id: string;
  /** The feature's number, for the list's name. */
  feature: number;
  value: string;
  onChange: (className: string) => void;
  invalid?: boolean;
}

export function FeatureIconPicker({ id, feature, value, onChange, invalid }: FeatureIconPickerProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // What staff typed to search: the list shows what matches it; a pick shows the whole list again.
  const [typed, setTyped] = useState('');
  const listId = useId();
  const statusId = useId();
  const icons = matchingIcons(typed);
  const optionId = (index: number) => `${listId}-option-${index}`;

  const pick = (icon: FeatureIcon) => {
    onChange(icon.className);
    setTyped('');
    setOpen(false);
    setActive(-1);
  };
  const move = (step: number) => {
    if (icons.length === 0) return;
    setOpen(true);
    setActive((current) => (current + step + icons.length) % icons.length);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && open && icons[active]) {
      // Enter picks; it does not send the form.
      event.preventDefault();
      pick(icons[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="admin-icon-picker">
      <input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-describedby={statusId}
        aria-invalid={invalid ? true : undefined}
        autoComplete="off"
        value={value}
        placeholder={m.placeholder}
        onChange={(event) => {
          onChange(event.target.value);
          setTyped(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <span className="ui-visually-hidden" id={statusId} aria-live="polite">
        {open ? `${icons.length > 0 ? m.found(icons.length) : m.noMatch} ${m.hint}` : ''}
      </span>
      <ul
        id={listId}
        role="listbox"
        aria-label={m.listLabel(feature)}
        className="admin-icon-picker__list"
        hidden={!open || icons.length === 0}
      >
        {icons.map((icon, index) => (
          <li
            key={icon.className}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={`admin-icon-picker__option${index === active ? ' is-active' : ''}`}
            // Before the input's blur, so the click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(icon);
            }}
          >
            <span className="admin-icon-picker__name">{icon.name}</span>
            <code className="admin-icon-picker__class">{icon.className}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
