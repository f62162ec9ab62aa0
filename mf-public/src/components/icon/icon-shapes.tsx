// The drawings of the site's line icons (24 x 24, stroked with currentColor).
// Drawn here so no icon font or sprite is downloaded.

import type { ReactElement } from 'react';

export const ICON_SHAPES = {
  menu: <path d="M3 6h18M3 12h18M3 18h18" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 7l8.5 6 8.5-6" />
    </>
  ),
  phone: (
    <path d="M21.5 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 1.6 4.2 2 2 0 0 1 3.6 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L7.5 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.8 2z" />
  ),
  pin: (
    <>
      <path d="M12 21.5s7-6.1 7-11.5a7 7 0 0 0-14 0c0 5.4 7 11.5 7 11.5z" />
      <circle cx="12" cy="10" r="2.5" />
    </>
  ),
  arrowRight: <path d="M5 12h14M13 6l6 6-6 6" />,
  chevronLeft: <path d="M15 5l-7 7 7 7" />,
  chevronRight: <path d="M9 5l7 7-7 7" />,
  chevronDown: <path d="M5 9l7 7 7-7" />,
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  checkCircle: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M7.5 12.5l3 3 6-6.5" />
    </>
  ),
  alertCircle: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M12 7v6M12 16.5v.5" />
    </>
  ),
  star: <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3-5.6-3-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />,
  quote: (
    <path d="M9.6 5.5C5.9 6.6 3.5 9.6 3.5 13.6V18.5h6.3v-6.3H6.9c.2-2.2 1.5-3.7 3.6-4.4zm10 0c-3.7 1.1-6.1 4.1-6.1 8.1V18.5h6.3v-6.3h-2.9c.2-2.2 1.5-3.7 3.6-4.4z" />
  ),
  facebook: <path d="M14.5 8.5H17V4.5h-2.5A4 4 0 0 0 10.5 8.5v2.5H8v4h2.5v7h4v-7H17l.5-4h-3v-2a.5.5 0 0 1 .5-.5z" />,
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.2 6.8v.01" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
      <path d="M8 10.5V17M8 7.3v.01M12 17v-6.5M12 13.5a2.5 2.5 0 0 1 5 0V17" />
    </>
  ),
  x: <path d="M4.5 4h4l11 16h-4zM19 4l-5.8 6.7M10.6 13.3L5 20" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M2.5 12h19M12 2.5c2.6 2.6 3.9 5.8 3.9 9.5s-1.3 6.9-3.9 9.5c-2.6-2.6-3.9-5.8-3.9-9.5S9.4 5.1 12 2.5z" />
    </>
  ),
  chart: <path d="M3.5 20.5h17M6 16l4.5-5 3.5 3 5.5-7M15.5 7h4v4" />,
  thumbsUp: (
    <path d="M7 21V10M7 10l4-7a2.5 2.5 0 0 1 2.5 2.5V9h5.2a2 2 0 0 1 2 2.3l-1.3 7.5a2.5 2.5 0 0 1-2.5 2.2H4a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1z" />
  ),
  cursor: <path d="M5 3.5l14 6.5-6 1.8-2.2 6.2zM13 11.8l6 6" />,
  key: (
    <>
      <circle cx="8" cy="15.5" r="4.5" />
      <path d="M11.2 12.3L20 3.5M16.5 7l3 3M14 9.5l2 2" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.2a6.5 6.5 0 0 1 3.5 5.8" />
    </>
  ),
  eye: (
    <>
      <path d="M1.5 12S5.5 5 12 5s10.5 7 10.5 7-4 7-10.5 7S1.5 12 1.5 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  headset: (
    <>
      <path d="M4 15v-3a8 8 0 0 1 16 0v3M20 18a3 3 0 0 1-3 3h-3" />
      <rect x="3" y="14" width="4" height="6" rx="1.5" />
      <rect x="17" y="14" width="4" height="6" rx="1.5" />
    </>
  ),
  shield: (
    <>
      <path d="M12 2.5l8 3v6c0 4.6-3.4 8.6-8 10-4.6-1.4-8-5.4-8-10v-6z" />
      <path d="M8.5 12l2.5 2.5 4.5-5" />
    </>
  ),
  target: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <circle cx="12" cy="12" r="5.5" />
      <circle cx="12" cy="12" r="1.5" />
    </>
  ),
  smile: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M8 14.5a5 5 0 0 0 8 0M9 9.5v.01M15 9.5v.01" />
    </>
  ),
  flag: <path d="M5 21.5V3.5M5 4h12l-2.5 4.5L17 13H5" />,
  sliders: (
    <>
      <path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1" />
      <circle cx="15" cy="6" r="2" />
      <circle cx="9" cy="12" r="2" />
      <circle cx="17" cy="18" r="2" />
    </>
  ),
  document: (
    <>
      <path d="M14 2.5H6.5a2 2 0 0 0-2 2v15a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V8z" />
      <path d="M14 2.5V8h5.5M8.5 13h7M8.5 17h7M8.5 9h2" />
    </>
  ),
  hash: <path d="M4.5 9h15M4.5 15h15M10 3.5L8 20.5M16 3.5l-2 17" />,
  message: <path d="M21 11.5a8.5 8.5 0 0 1-12.2 7.7L3.5 20.5l1.4-4.8A8.5 8.5 0 1 1 21 11.5z" />,
  calendar: (
    <>
      <rect x="3.5" y="5" width="17" height="16" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  pause: <path d="M9 5v14M15 5v14" />,
  play: <path d="M7 4.5l12 7.5-12 7.5z" />,
  tag: (
    <>
      <path d="M3 12.2V4a1 1 0 0 1 1-1h8.2l8.3 8.3a1.5 1.5 0 0 1 0 2.1l-7.1 7.1a1.5 1.5 0 0 1-2.1 0z" />
      <path d="M7.5 7.5v.01" />
    </>
  ),
  trendingUp: <path d="M2.5 17.5l7-7 4 4 8-8M15.5 6.5h6v6" />,
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.3 15.3l5.2 5.2" />
    </>
  ),
  heart: <path d="M12 20.5s-8.5-5.1-8.5-11A4.8 4.8 0 0 1 12 6.6a4.8 4.8 0 0 1 8.5 2.9c0 5.9-8.5 11-8.5 11z" />,
  share: (
    <>
      <circle cx="18" cy="5.5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="18.5" r="2.5" />
      <path d="M8.2 10.8l7.6-4.1M8.2 13.2l7.6 4.1" />
    </>
  ),
  lock: (
    <>
      <rect x="4" y="10.5" width="16" height="11" rx="2" />
      <path d="M8 10.5V7a4 4 0 0 1 8 0v3.5" />
    </>
  ),
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof ICON_SHAPES;
