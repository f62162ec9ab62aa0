// Made-up partner brands for the logo grid: a simple mark and a name each.
// Drawn here (no real companies, no downloads).

import type { ReactElement } from 'react';

export interface PartnerMark {
  name: string;
  mark: ReactElement;
}

export const PARTNER_MARKS: readonly PartnerMark[] = [
  { name: 'Lumora', mark: <circle cx="16" cy="16" r="11" fill="none" stroke="currentColor" strokeWidth="4" /> },
  { name: 'Quillfold', mark: <path d="M5 27L16 5l11 22z" fill="currentColor" /> },
  {
    name: 'Vantorra',
    mark: (
      <>
        <rect x="4" y="4" width="11" height="11" rx="2" fill="currentColor" />
        <rect x="17" y="17" width="11" height="11" rx="2" fill="currentColor" />
      </>
    ),
  },
  { name: 'Brightkite', mark: <path d="M16 3l10 13-10 13L6 16z" fill="none" stroke="currentColor" strokeWidth="3.5" /> },
  {
    name: 'Novellum',
    mark: (
      <>
        <circle cx="11" cy="16" r="8" fill="currentColor" />
        <circle cx="21" cy="16" r="8" fill="none" stroke="currentColor" strokeWidth="3" />
      </>
    ),
  },
  { name: 'Orbiton', mark: <path d="M4 16a12 12 0 0 1 24 0h-6a6 6 0 0 0-12 0z" fill="currentColor" /> },
  {
    name: 'Cedarloop',
    mark: <path d="M16 4l9 12h-5l6 10H6l6-10H7z" fill="currentColor" />,
  },
  {
    name: 'Zephyra',
    mark: <path d="M5 9h22M5 16h16M5 23h22" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />,
  },
];
