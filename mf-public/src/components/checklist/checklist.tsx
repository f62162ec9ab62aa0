// A list of short claims, each after a check mark: the site's one way to show promises and reasons.

import { Icon, type IconName } from '../icon/icon';

export interface ChecklistProps {
  items: readonly string[];
  /** The list's look: the section checklist unless a place styles its own (the hero's promises). */
  className?: string;
  icon?: IconName;
}

export function Checklist({ items, className = 'checklist', icon = 'check' }: ChecklistProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>
          <Icon name={icon} size={18} />
          {item}
        </li>
      ))}
    </ul>
  );
}
