// The automatic rollback rule, judged on a canary's health beside the live version's over the same
// hours: abort when, after at least `minViews` of its page views, its error rate is more than
// `errorRatio` times the live version's and above `minErrorsPerThousand`, or its p75 INP or LCP is more
// than `vitalWorsePercent` % worse; promote once it has stayed healthy `autoPromoteMinutes` (off: null).
// Pure: the thresholds come from the settings (canary-settings.ts) and each remote's own rule.

import type { RemoteVersionHealth } from '@agency/shared/contract/insights';
import { canaryMessages as m } from '@agency/shared/contract/messages';

export interface CanaryRule {
  minViews: number;
  errorRatio: number;
  minErrorsPerThousand: number;
  vitalWorsePercent: number;
  /** Null: a healthy canary waits for a person to promote it. */
  autoPromoteMinutes: number | null;
}

export const DEFAULT_CANARY_RULE: CanaryRule = {
  minViews: 200,
  errorRatio: 2,
  minErrorsPerThousand: 5,
  vitalWorsePercent: 50,
  autoPromoteMinutes: null,
};

export type CanaryVerdict = { action: 'wait' } | { action: 'abort'; reason: string } | { action: 'promote' };

const VITALS = [
  ['INP', 'inpP75'],
  ['LCP', 'lcpP75'],
] as const;

/** What to do with a remote's canary now (`wait` when it has none). */
export const judgeCanary = (health: RemoteVersionHealth, rule: CanaryRule, now = Date.now()): CanaryVerdict => {
  const { canary, live } = health;
  if (!canary || canary.views < rule.minViews) return { action: 'wait' };
  const canaryRate = canary.errorsPerThousand ?? 0;
  const liveRate = live.errorsPerThousand ?? 0;
  if (canaryRate > rule.errorRatio * liveRate && canaryRate > rule.minErrorsPerThousand) {
    return { action: 'abort', reason: m.abortErrors(canaryRate, liveRate, canary.views) };
  }
  for (const [name, field] of VITALS) {
    const canaryValue = canary[field];
    const liveValue = live[field];
    if (canaryValue !== null && liveValue !== null && canaryValue > liveValue * (1 + rule.vitalWorsePercent / 100)) {
      return { action: 'abort', reason: m.abortVital(name, canaryValue, liveValue, canary.views) };
    }
  }
  if (rule.autoPromoteMinutes !== null && now - Date.parse(canary.startedAt) >= rule.autoPromoteMinutes * 60_000) {
    return { action: 'promote' };
  }
  return { action: 'wait' };
};

/** The settings that set a rule's thresholds: environment names (CANARY_MIN_VIEWS …) and release.js flags (--min-views …). */
export const RULE_SETTINGS = {
  minViews: { env: 'CANARY_MIN_VIEWS', flag: '--min-views', whole: true, min: 1 },
  errorRatio: { env: 'CANARY_ERROR_RATIO', flag: '--error-ratio', whole: false, min: 1 },
  minErrorsPerThousand: { env: 'CANARY_MIN_ERRORS_PER_1000', flag: '--min-errors-per-1000', whole: false, min: 0 },
  vitalWorsePercent: { env: 'CANARY_VITAL_WORSE_PERCENT', flag: '--vital-worse-percent', whole: false, min: 0 },
  autoPromoteMinutes: { env: 'CANARY_AUTO_PROMOTE_MINUTES', flag: '--auto-promote-minutes', whole: true, min: 1 },
} as const satisfies Record<keyof CanaryRule, { env: string; flag: string; whole: boolean; min: number }>;

/** The thresholds given by name (`read('CANARY_MIN_VIEWS')`), each checked; a bad value throws saying which and why. */
export const readRuleSettings = (read: (name: string) => string | undefined, by: 'env' | 'flag'): Partial<CanaryRule> => {
  const rule: Partial<CanaryRule> = {};
  for (const [key, setting] of Object.entries(RULE_SETTINGS) as [keyof CanaryRule, (typeof RULE_SETTINGS)[keyof CanaryRule]][]) {
    const name = setting[by];
    const text = read(name)?.trim();
    if (text === undefined || text === '') continue;
    if (key === 'autoPromoteMinutes' && text === 'off') {
      rule.autoPromoteMinutes = null;
      continue;
    }
    const value = Number(text);
    if (!Number.isFinite(value) || value < setting.min || (setting.whole && !Number.isInteger(value))) {
      throw new Error(m.badRuleSetting(name, setting.whole, setting.min));
    }
    rule[key] = value;
  }
  return rule;
};
