// The site's icons as inline SVG. Decorative by default; pass `label` when the
// icon is the only thing that says what a control does.

import { ICON_SHAPES, type IconName } from './icon-shapes';

export interface IconProps {
  name: IconName;
  size?: number;
  label?: string;
  className?: string;
  /** Filled instead of stroked (stars, quotes). */
  filled?: boolean;
}

export function Icon({ name, size = 24, label, className, filled = false }: IconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={filled ? 1 : 1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {ICON_SHAPES[name]}
    </svg>
  );
}

export type { IconName };
