// The agency's mark and name, drawn inline.

import { SITE } from '@agency/shared/contract';
import './brand-logo.css';

export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className={`brand-logo${inverted ? ' brand-logo--inverted' : ''}`}>
      <svg className="brand-logo__mark" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={inverted ? 'brand-mark-inverted' : 'brand-mark'} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#2546f0" />
            <stop offset="1" stopColor="#7c3aed" />
          </linearGradient>
        </defs>
        <rect width="40" height="40" rx="11" fill={`url(#${inverted ? 'brand-mark-inverted' : 'brand-mark'})`} />
        <path d="M20 7l3.6 9.4L33 20l-9.4 3.6L20 33l-3.6-9.4L7 20l9.4-3.6z" fill="#fff" />
        <circle cx="30" cy="10" r="2.6" fill="#fdba74" />
      </svg>
      <span className="brand-logo__name">
        {SITE.name.split(' ')[0]}
        <span className="brand-logo__accent"> {SITE.name.split(' ').slice(1).join(' ')}</span>
      </span>
    </span>
  );
}
