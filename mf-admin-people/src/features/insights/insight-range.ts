// The report's date ranges: today, the last 7, 30 or 90 days (UTC days, as the rollups), or custom.

import type { InsightRange } from '@agency/shared/staff-api';

export const PRESETS = ['today', '7', '30', '90'] as const;
export type Preset = (typeof PRESETS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

export const presetRange = (preset: Preset, now = Date.now()): InsightRange => {
  const days = preset === 'today' ? 1 : Number(preset);
  return { from: dayOf(now - (days - 1) * DAY_MS), to: dayOf(now) };
};

/** "+12%", "-3%", "new" or "±0%" against the previous period. */
export const changeText = (now: number, before: number): string => {
  if (before === 0) return now === 0 ? '±0%' : 'new';
  const change = Math.round(((now - before) / before) * 100);
  return `${change > 0 ? '+' : change < 0 ? '' : '±'}${change}%`;
};
