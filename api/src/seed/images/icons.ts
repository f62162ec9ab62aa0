// Line icons drawn with SVG paths in a 100 x 100 box, for the generated images.
// No icon font and no downloads: every stroke is here.

export type IconName =
  | 'chart'
  | 'search'
  | 'target'
  | 'megaphone'
  | 'thumbsUp'
  | 'cursor'
  | 'key'
  | 'document'
  | 'gear'
  | 'globe'
  | 'mail'
  | 'bulb'
  | 'users'
  | 'play'
  | 'cart'
  | 'star'
  | 'pen'
  | 'shield'
  | 'rocket'
  | 'coin'
  | 'question';

const gearPath = (): string => {
  const points: string[] = [];
  for (let i = 0; i < 16; i += 1) {
    const angle = (i / 16) * Math.PI * 2;
    const radius = i % 2 === 0 ? 40 : 31;
    points.push(`${(50 + radius * Math.cos(angle)).toFixed(1)},${(50 + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return `<polygon points="${points.join(' ')}"/><circle cx="50" cy="50" r="12"/>`;
};

const ICONS: Record<IconName, () => string> = {
  chart: () => '<path d="M12 86 H88 M12 86 V14"/><polyline points="20,70 40,52 55,60 80,28"/><polyline points="66,28 80,28 80,42"/>',
  search: () => '<circle cx="42" cy="42" r="24"/><path d="M60 60 L86 86"/>',
  target: () =>
    '<circle cx="50" cy="50" r="38"/><circle cx="50" cy="50" r="24"/><circle cx="50" cy="50" r="9"/><path d="M50 50 L84 16 M72 16 H84 V28"/>',
  megaphone: () => '<path d="M16 42 H34 L74 20 V80 L34 58 H16 Z"/><path d="M30 58 L38 84 H48 L42 60"/><path d="M82 40 Q90 50 82 60"/>',
  thumbsUp: () => '<path d="M14 46 H30 V86 H14 Z"/><path d="M30 48 L46 18 Q56 16 56 28 L52 42 H80 Q88 44 86 54 L80 80 Q78 86 70 86 H30"/>',
  cursor: () => '<path d="M24 14 L24 76 L40 62 L52 88 L62 84 L50 58 L72 58 Z"/><path d="M70 18 L78 10 M80 30 H90 M62 14 V4"/>',
  key: () => '<circle cx="32" cy="50" r="18"/><path d="M50 50 H88 M74 50 V64 M84 50 V60"/>',
  document: () => '<path d="M24 10 H62 L78 26 V90 H24 Z"/><path d="M62 10 V26 H78"/><path d="M34 44 H68 M34 56 H68 M34 68 H56"/>',
  gear: gearPath,
  globe: () => '<circle cx="50" cy="50" r="38"/><ellipse cx="50" cy="50" rx="16" ry="38"/><path d="M12 50 H88 M18 30 H82 M18 70 H82"/>',
  mail: () => '<rect x="12" y="24" width="76" height="52" rx="6"/><polyline points="14,28 50,56 86,28"/>',
  bulb: () => '<path d="M36 66 Q20 52 24 36 Q30 14 50 14 Q70 14 76 36 Q80 52 64 66 Z"/><path d="M38 74 H62 M40 84 H60 M50 40 V60"/>',
  users: () =>
    '<circle cx="36" cy="36" r="13"/><path d="M12 82 Q14 56 36 56 Q58 56 60 82"/><circle cx="68" cy="32" r="10"/><path d="M62 52 Q84 48 88 74"/>',
  play: () => '<circle cx="50" cy="50" r="38"/><path d="M42 34 L68 50 L42 66 Z"/>',
  cart: () => '<path d="M8 18 H22 L32 66 H78 L88 32 H26"/><circle cx="38" cy="80" r="6"/><circle cx="72" cy="80" r="6"/>',
  star: () => '<polygon points="50,10 61,38 90,38 66,56 75,86 50,68 25,86 34,56 10,38 39,38"/>',
  pen: () => '<path d="M18 82 L24 62 L68 18 L82 32 L38 76 Z"/><path d="M60 26 L74 40 M18 82 L30 78"/>',
  shield: () => '<path d="M50 10 L84 22 V48 Q84 76 50 90 Q16 76 16 48 V22 Z"/><polyline points="34,50 46,62 68,38"/>',
  rocket: () =>
    '<path d="M50 10 Q72 28 70 62 H30 Q28 28 50 10 Z"/><circle cx="50" cy="38" r="8"/><path d="M30 52 L16 70 H32 M70 52 L84 70 H68 M40 70 L50 90 L60 70"/>',
  coin: () =>
    '<circle cx="50" cy="50" r="38"/><path d="M62 34 Q58 26 48 27 Q36 28 37 38 Q38 47 50 49 Q63 51 63 61 Q62 72 50 72 Q40 72 36 64 M50 18 V82"/>',
  question: () =>
    '<circle cx="50" cy="50" r="38"/><path d="M38 38 Q38 24 51 24 Q64 24 64 36 Q64 46 52 50 V60"/><circle cx="52" cy="72" r="2.5"/>',
};

/** The icon, scaled to `size` and centred on (cx, cy), stroked in `colour`. */
export const iconSvg = (name: IconName, cx: number, cy: number, size: number, colour: string, strokeWidth = 6): string => {
  const scale = size / 100;
  return (
    `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${scale})" fill="none" stroke="${colour}" ` +
    `stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round">${ICONS[name]()}</g>`
  );
};
