// The automatic rollback rule on a canary's health beside the live version's: the defaults of the
// issue (200 views; errors more than twice the live rate and above 5 per 1,000; INP or LCP more than
// 50 % worse), thresholds from the settings and a remote's own rule, and the optional auto-promote.

import type { RemoteVersionHealth, VersionHealth } from '@agency/shared/contract/insights';
import { canaryMessages as m } from '@agency/shared/contract/messages';
import { DEFAULT_CANARY_RULE, judgeCanary, readRuleSettings } from '../canary-rule';
import { canaryWatchSettings, DEFAULT_CANARY_CHECK_MS } from '../canary-settings';

const STARTED = Date.parse('2026-11-28T20:00:00.000Z');
const version = (name: string, values: Partial<VersionHealth> = {}): VersionHealth => ({
  version: name,
  views: 1000,
  errors: 0,
  errorsPerThousand: 2,
  inpP75: 200,
  lcpP75: 2000,
  ...values,
});
const health = (canary: Partial<VersionHealth>, live: Partial<VersionHealth> = {}): RemoteVersionHealth => ({
  remote: 'mf_public',
  since: new Date(STARTED).toISOString(),
  live: version('live', live),
  canary: { ...version('canary', canary), percent: 10, startedAt: new Date(STARTED).toISOString() },
});
const judge = (h: RemoteVersionHealth, rule = DEFAULT_CANARY_RULE, now = STARTED + 60_000) => judgeCanary(h, rule, now);

describe('the default rule', () => {
  it('waits until the canary has 200 page views, however bad it looks', () => {
    expect(judge(health({ views: 199, errorsPerThousand: 500 }))).toEqual({ action: 'wait' });
    expect(judge(health({ views: 200, errorsPerThousand: 500 })).action).toBe('abort');
  });

  it('aborts on an error rate more than twice the live one and above 5 per 1,000, saying so', () => {
    expect(judge(health({ views: 250, errorsPerThousand: 14.3 }, { errorsPerThousand: 2 }))).toEqual({
      action: 'abort',
      reason: m.abortErrors(14.3, 2, 250),
    });
    // Exactly twice the live rate is not more than twice.
    expect(judge(health({ errorsPerThousand: 12 }, { errorsPerThousand: 6 }))).toEqual({ action: 'wait' });
    // More than twice, but not above 5 per 1,000.
    expect(judge(health({ errorsPerThousand: 5 }, { errorsPerThousand: 1 }))).toEqual({ action: 'wait' });
    // A live version without errors (or without views yet) counts as 0.
    expect(judge(health({ errorsPerThousand: 5.1 }, { errorsPerThousand: null })).action).toBe('abort');
  });

  it('aborts on a p75 INP or LCP more than 50 % worse than the live one', () => {
    expect(judge(health({ inpP75: 300 }))).toEqual({ action: 'wait' });
    expect(judge(health({ inpP75: 301 }))).toEqual({ action: 'abort', reason: m.abortVital('INP', 301, 200, 1000) });
    expect(judge(health({ lcpP75: 3001 }))).toEqual({ action: 'abort', reason: m.abortVital('LCP', 3001, 2000, 1000) });
    // No measure on either side: nothing to compare.
    expect(judge(health({ lcpP75: 9000 }, { lcpP75: null }))).toEqual({ action: 'wait' });
    expect(judge(health({ inpP75: null }))).toEqual({ action: 'wait' });
  });

  it('never promotes by itself, and leaves a remote without a canary alone', () => {
    expect(judge(health({}), DEFAULT_CANARY_RULE, STARTED + 30 * 24 * 3_600_000)).toEqual({ action: 'wait' });
    const { canary: _none, ...withoutCanary } = health({});
    expect(judge(withoutCanary)).toEqual({ action: 'wait' });
  });
});

it('promotes a healthy canary after the configured time, when auto-promote is on', () => {
  const rule = { ...DEFAULT_CANARY_RULE, autoPromoteMinutes: 30 };
  expect(judge(health({}), rule, STARTED + 29 * 60_000)).toEqual({ action: 'wait' });
  expect(judge(health({}), rule, STARTED + 30 * 60_000)).toEqual({ action: 'promote' });
  // Not before it has its views, and never an unhealthy one.
  expect(judge(health({ views: 10 }), rule, STARTED + 60 * 60_000)).toEqual({ action: 'wait' });
  expect(judge(health({ inpP75: 400 }), rule, STARTED + 60 * 60_000).action).toBe('abort');
});

it('takes lowered thresholds', () => {
  const rule = { ...DEFAULT_CANARY_RULE, minViews: 5, errorRatio: 1, minErrorsPerThousand: 0, vitalWorsePercent: 10 };
  expect(judge(health({ views: 5, errorsPerThousand: 3 }, { errorsPerThousand: 2 }), rule).action).toBe('abort');
  expect(judge(health({ views: 5, inpP75: 221 }, { errorsPerThousand: 2 }), rule)).toEqual({
    action: 'abort',
    reason: m.abortVital('INP', 221, 200, 5),
  });
});

describe('the settings', () => {
  it('are the defaults without any', () => {
    expect(canaryWatchSettings({})).toEqual({ rule: DEFAULT_CANARY_RULE, checkMs: DEFAULT_CANARY_CHECK_MS });
  });

  it('set every threshold and the check interval from the environment', () => {
    expect(
      canaryWatchSettings({
        CANARY_MIN_VIEWS: '5',
        CANARY_ERROR_RATIO: '1.5',
        CANARY_MIN_ERRORS_PER_1000: '0',
        CANARY_VITAL_WORSE_PERCENT: '20',
        CANARY_AUTO_PROMOTE_MINUTES: '90',
        CANARY_CHECK_SECONDS: '5',
      }),
    ).toEqual({
      rule: { minViews: 5, errorRatio: 1.5, minErrorsPerThousand: 0, vitalWorsePercent: 20, autoPromoteMinutes: 90 },
      checkMs: 5000,
    });
    expect(canaryWatchSettings({ CANARY_AUTO_PROMOTE_MINUTES: 'off' }).rule.autoPromoteMinutes).toBeNull();
  });

  it('refuse a bad value, naming the setting', () => {
    expect(() => canaryWatchSettings({ CANARY_MIN_VIEWS: '2.5' })).toThrow(m.badRuleSetting('CANARY_MIN_VIEWS', true, 1));
    expect(() => canaryWatchSettings({ CANARY_ERROR_RATIO: 'twice' })).toThrow(m.badRuleSetting('CANARY_ERROR_RATIO', false, 1));
    expect(() => canaryWatchSettings({ CANARY_VITAL_WORSE_PERCENT: '-1' })).toThrow(/CANARY_VITAL_WORSE_PERCENT/);
    // Judged at least once a minute: a slower check is refused.
    expect(() => canaryWatchSettings({ CANARY_CHECK_SECONDS: '61' })).toThrow(m.badCheckSeconds);
    expect(() => canaryWatchSettings({ CANARY_CHECK_SECONDS: '0' })).toThrow(m.badCheckSeconds);
  });

  it("read release.js's flags the same way", () => {
    const flags: Record<string, string> = { '--min-views': '500', '--auto-promote-minutes': '60' };
    expect(readRuleSettings((name) => flags[name], 'flag')).toEqual({ minViews: 500, autoPromoteMinutes: 60 });
  });
});
