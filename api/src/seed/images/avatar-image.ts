// Friendly illustrated portraits for the team and the testimonials: a face,
// hair, shoulders in a brand colour and an initials badge. No photos of anyone.

import { escapeXml, HAIR_COLOURS, seededRandom, SHIRT_COLOURS, SKIN_TONES, swatch } from './palette';

export interface AvatarSpec {
  name: string;
  /** Chooses skin, hair, hairstyle and colours, so each portrait differs. */
  index: number;
  size?: number;
  longHair?: boolean;
}

const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .slice(0, 2)
    .join('');

const hairStyles = {
  short: (hair: string) =>
    `<path d="M190 250 Q186 150 300 140 Q414 150 410 250 Q396 196 340 186 Q300 214 236 196 Q204 214 190 250 Z" fill="${hair}"/>`,
  long: (hair: string) =>
    `<path d="M176 380 Q160 160 300 138 Q440 160 424 380 Q410 300 404 250 Q380 196 300 190 Q220 196 196 250 Q190 300 176 380 Z" fill="${hair}"/>`,
  curly: (hair: string) =>
    Array.from({ length: 9 }, (_, i) => {
      const angle = Math.PI * (1.05 + (i / 8) * 0.9);
      return `<circle cx="${(300 + 112 * Math.cos(angle)).toFixed(0)}" cy="${(250 + 100 * Math.sin(angle)).toFixed(0)}" r="42" fill="${hair}"/>`;
    }).join(''),
  fringe: (hair: string) =>
    `<path d="M190 262 Q184 152 300 144 Q416 152 410 262 Q396 206 340 196 Q290 222 240 202 Q204 220 190 262 Z" fill="${hair}"/>`,
  bun: (hair: string) =>
    `<circle cx="300" cy="128" r="44" fill="${hair}"/><path d="M192 250 Q188 160 300 150 Q412 160 408 250 Q390 200 300 196 Q210 200 192 250 Z" fill="${hair}"/>`,
};

export const avatarSvg = (spec: AvatarSpec): string => {
  const size = spec.size ?? 600;
  const random = seededRandom(spec.name);
  const colours = swatch(spec.index + 2);
  const skin = SKIN_TONES[spec.index % SKIN_TONES.length];
  const hair = HAIR_COLOURS[(spec.index * 2 + 1) % HAIR_COLOURS.length];
  const shirt = SHIRT_COLOURS[spec.index % SHIRT_COLOURS.length];
  const style = spec.longHair ? (random() > 0.5 ? 'long' : 'bun') : random() > 0.5 ? 'short' : 'curly';
  const behind = style === 'long' ? hairStyles.long(hair) : '';
  const front = style === 'long' ? hairStyles.fringe(hair) : hairStyles[style](hair);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 600 600">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colours.from}"/><stop offset="1" stop-color="${colours.to}"/>
    </linearGradient>
    <clipPath id="frame"><circle cx="300" cy="300" r="250"/></clipPath>
  </defs>
  <rect width="600" height="600" fill="url(#bg)"/>
  <circle cx="${(80 + random() * 60).toFixed(0)}" cy="${(90 + random() * 60).toFixed(0)}" r="70" fill="${colours.accent}" opacity="0.18"/>
  <circle cx="300" cy="300" r="250" fill="#ffffff" opacity="0.16"/>
  <g clip-path="url(#frame)">
    ${behind}
    <path d="M120 600 Q130 440 300 430 Q470 440 480 600 Z" fill="${shirt}"/>
    <path d="M262 400 H338 V450 Q300 476 262 450 Z" fill="${skin}"/>
    <path d="M250 436 L300 490 L350 436" fill="none" stroke="#ffffff" stroke-width="10" stroke-linejoin="round" opacity="0.85"/>
    <ellipse cx="300" cy="280" rx="108" ry="124" fill="${skin}"/>
    <ellipse cx="192" cy="290" rx="16" ry="24" fill="${skin}"/>
    <ellipse cx="408" cy="290" rx="16" ry="24" fill="${skin}"/>
    ${front}
    <ellipse cx="262" cy="282" rx="10" ry="12" fill="#2b2b2b"/>
    <ellipse cx="338" cy="282" rx="10" ry="12" fill="#2b2b2b"/>
    <path d="M244 254 Q262 244 280 254 M320 254 Q338 244 356 254" fill="none" stroke="${hair}" stroke-width="7" stroke-linecap="round"/>
    <circle cx="240" cy="322" r="16" fill="#ff8a80" opacity="0.35"/>
    <circle cx="360" cy="322" r="16" fill="#ff8a80" opacity="0.35"/>
    <path d="M270 338 Q300 364 330 338" fill="none" stroke="#7a3b2e" stroke-width="8" stroke-linecap="round"/>
  </g>
  <circle cx="470" cy="470" r="68" fill="${colours.accent}"/>
  <text x="470" y="492" text-anchor="middle" font-family="sans-serif" font-size="60" font-weight="700" fill="${colours.from}">${escapeXml(initialsOf(spec.name))}</text>
</svg>`;
};
