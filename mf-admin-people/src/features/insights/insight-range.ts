// The report's date ranges: today, the last 7, 30 or 90 days (UTC days, as the rollups), or custom.

import { lastDaysRange } from '@agency/shared/contract/insights';
import type { InsightRange } from '@agency/shared/staff-api';

export const PRESETS = ['today', '7', '30', '90'] as const;
export type Preset = (typeof PRESETS)[number];

export const presetRange = (preset: Preset, now = Date.now()): InsightRange => lastDaysRange(preset === 'today' ? 1 : Number(preset), now);
