// Colours of the generated demo images: the agency's navy and blues with warm accents.

export interface Swatch {
  from: string;
  to: string;
  accent: string;
}

export const SWATCHES: readonly Swatch[] = [
  { from: '#0b1f3a', to: '#1e6bff', accent: '#ffc542' },
  { from: '#10294d', to: '#12b5a6', accent: '#ff7a45' },
  { from: '#1b1464', to: '#6c4cf1', accent: '#2bd9c5' },
  { from: '#0f3d3e', to: '#2bb673', accent: '#ffd166' },
  { from: '#3a0b2e', to: '#e8457c', accent: '#ffc542' },
  { from: '#0b2a4a', to: '#00a3e0', accent: '#ff7a45' },
  { from: '#2d1b4e', to: '#ff7a45', accent: '#ffe08a' },
  { from: '#102a43', to: '#486581', accent: '#7cf5d1' },
];

export const swatch = (index: number): Swatch => SWATCHES[((index % SWATCHES.length) + SWATCHES.length) % SWATCHES.length];

export const SKIN_TONES = ['#f6d5c2', '#e8b896', '#c98e69', '#a26a48', '#7b4a2e', '#f2c9a0'] as const;
export const HAIR_COLOURS = ['#2b1b12', '#5a3a22', '#8c5a2b', '#1c1c1c', '#b5651d', '#3d2b1f'] as const;
export const SHIRT_COLOURS = ['#1e6bff', '#12b5a6', '#6c4cf1', '#e8457c', '#ff7a45', '#2bb673'] as const;

/** A small deterministic number generator, so each image differs but reseeding draws the same. */
export const seededRandom = (seed: string): (() => number) => {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 0x100000000;
  };
};

export const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
