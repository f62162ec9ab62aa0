// Banner and card images for blogs, works, services, products, FAQs and the
// about page: a gradient, soft shapes, a small dashboard motif, a line icon and
// a short label. Everything is drawn here; fonts are the generic sans-serif.

import { escapeXml, seededRandom, swatch } from './palette';
import { iconSvg, type IconName } from './icons';

export interface SceneSpec {
  width: number;
  height: number;
  label: string;
  /** Small caps line above the label. */
  kicker?: string;
  icon: IconName;
  swatchIndex: number;
}

/** Splits a label into at most three lines of about `perLine` characters. */
const wrap = (text: string, perLine: number): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > perLine) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= 3) return lines;
  return [
    ...lines.slice(0, 2),
    `${lines
      .slice(2)
      .join(' ')
      .slice(0, perLine - 1)}…`,
  ];
};

const bubbles = (random: () => number, width: number, height: number, colour: string): string =>
  Array.from({ length: 6 }, () => {
    const r = (0.05 + random() * 0.16) * Math.min(width, height);
    const cx = random() * width;
    const cy = random() * height;
    return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="${colour}" opacity="${(0.06 + random() * 0.1).toFixed(2)}"/>`;
  }).join('');

/** A little analytics card: bars and a trend line, the agency's everyday view. */
const dashboardCard = (random: () => number, x: number, y: number, w: number, h: number, accent: string): string => {
  const bars = Array.from({ length: 6 }, (_, i) => {
    const barHeight = (0.25 + random() * 0.6) * (h - 40);
    const barX = x + 20 + i * ((w - 40) / 6);
    return `<rect x="${barX.toFixed(0)}" y="${(y + h - 20 - barHeight).toFixed(0)}" width="${((w - 40) / 6 - 10).toFixed(0)}" height="${barHeight.toFixed(0)}" rx="4" fill="#ffffff" opacity="0.55"/>`;
  }).join('');
  const trend = Array.from({ length: 6 }, (_, i) => {
    const px = x + 20 + i * ((w - 40) / 5);
    const py = y + h - 30 - (i / 5) * (h - 60) * (0.6 + random() * 0.4);
    return `${px.toFixed(0)},${py.toFixed(0)}`;
  }).join(' ');
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="#ffffff" opacity="0.14"/>` +
    bars +
    `<polyline points="${trend}" fill="none" stroke="${accent}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`
  );
};

export const sceneSvg = (spec: SceneSpec): string => {
  const { width: W, height: H } = spec;
  const colours = swatch(spec.swatchIndex);
  const random = seededRandom(`${spec.label}|${spec.swatchIndex}`);
  const unit = Math.min(W, H);
  const fontSize = Math.round(unit * (spec.label.length > 28 ? 0.075 : 0.09));
  const lines = wrap(spec.label, Math.max(12, Math.floor((W * 0.5) / (fontSize * 0.55))));
  const textX = Math.round(W * 0.07);
  const textTop = Math.round(H * 0.5 - (lines.length * fontSize * 1.15) / 2 + fontSize * 0.4);
  const iconSize = Math.round(unit * 0.2);
  const cardW = Math.round(W * 0.34);
  const cardH = Math.round(H * 0.42);
  const cardX = Math.round(W * 0.6);
  const cardY = Math.round(H * 0.42);
  // The icon badge sits above the card, fully inside the frame.
  const iconX = Math.min(cardX + cardW - iconSize * 0.6, W - iconSize * 0.75 - unit * 0.05);
  const iconY = Math.round(H * 0.22);
  const kicker = spec.kicker ?? 'NORTHSTAR DIGITAL';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colours.from}"/><stop offset="1" stop-color="${colours.to}"/>
    </linearGradient>
    <pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse">
      <circle cx="2" cy="2" r="2" fill="#ffffff" opacity="0.12"/>
    </pattern>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <!-- A soft light in the corner: flat circles render far faster than a radial gradient. -->
  <circle cx="${Math.round(W * 0.82)}" cy="${Math.round(H * 0.18)}" r="${Math.round(unit * 0.75)}" fill="#ffffff" opacity="0.08"/>
  <circle cx="${Math.round(W * 0.82)}" cy="${Math.round(H * 0.18)}" r="${Math.round(unit * 0.45)}" fill="#ffffff" opacity="0.08"/>
  <rect x="${Math.round(W * 0.55)}" y="0" width="${Math.round(W * 0.45)}" height="${Math.round(H * 0.4)}" fill="url(#dots)"/>
  ${bubbles(random, W, H, colours.accent)}
  <path d="M0 ${Math.round(H * 0.86)} C ${Math.round(W * 0.3)} ${Math.round(H * 0.74)}, ${Math.round(W * 0.6)} ${Math.round(H * 0.98)}, ${W} ${Math.round(H * 0.8)} V ${H} H 0 Z" fill="#ffffff" opacity="0.08"/>
  ${dashboardCard(random, cardX, cardY, cardW, cardH, colours.accent)}
  <circle cx="${iconX}" cy="${iconY}" r="${Math.round(iconSize * 0.75)}" fill="${colours.accent}" opacity="0.95"/>
  ${iconSvg(spec.icon, iconX, iconY, iconSize, colours.from, 7)}
  <rect x="${textX}" y="${textTop - fontSize * 1.9}" width="${Math.round(fontSize * 1.6)}" height="${Math.max(4, Math.round(fontSize * 0.12))}" rx="2" fill="${colours.accent}"/>
  <text x="${textX}" y="${Math.round(textTop - fontSize * 1.05)}" font-family="sans-serif" font-size="${Math.round(fontSize * 0.32)}" font-weight="700" letter-spacing="3" fill="#ffffff" opacity="0.85">${escapeXml(kicker.toUpperCase())}</text>
  <text font-family="sans-serif" font-size="${fontSize}" font-weight="700" fill="#ffffff">${lines
    .map((line, i) => `<tspan x="${textX}" y="${Math.round(textTop + i * fontSize * 1.15)}">${escapeXml(line)}</tspan>`)
    .join('')}</text>
</svg>`;
};
