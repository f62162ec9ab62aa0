// The canary rule's settings from the environment: the thresholds every remote's rule starts from
// (CANARY_MIN_VIEWS, CANARY_ERROR_RATIO, CANARY_MIN_ERRORS_PER_1000, CANARY_VITAL_WORSE_PERCENT,
// CANARY_AUTO_PROMOTE_MINUTES) and how often each instance judges the canaries (CANARY_CHECK_SECONDS,
// at most a minute). Checked before the server starts: a bad value stops it, naming the setting.

import { canaryMessages as m } from '@agency/shared/contract/messages';
import { DEFAULT_CANARY_RULE, readRuleSettings, type CanaryRule } from './canary-rule';

export interface CanaryWatchSettings {
  rule: CanaryRule;
  checkMs: number;
}

export const DEFAULT_CANARY_CHECK_MS = 60_000;

export const canaryWatchSettings = (env: Record<string, string | undefined> = process.env): CanaryWatchSettings => {
  const seconds = env.CANARY_CHECK_SECONDS?.trim();
  if (seconds && !(/^\d+$/.test(seconds) && Number(seconds) >= 1 && Number(seconds) <= 60)) throw new Error(m.badCheckSeconds);
  return {
    rule: { ...DEFAULT_CANARY_RULE, ...readRuleSettings((name) => env[name], 'env') },
    checkMs: seconds ? Number(seconds) * 1000 : DEFAULT_CANARY_CHECK_MS,
  };
};
