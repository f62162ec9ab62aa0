// How much proof of work a visitor's browser does per message. Operators tune it with
// CAPTCHA_COST (PBKDF2 iterations per attempt) and CAPTCHA_COUNTER_MAX (the solver finds
// a counter between half of it and it); a test site lowers both so a browser solves in
// a moment.

import type { CaptchaDifficulty } from '../config';

type Env = Record<string, string | undefined>;

const positiveInteger = (name: string, value: string | undefined, fallback: number): number => {
  const raw = value?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new Error(`${name} must be a whole number of at least 1`);
  return Number(raw);
};

export const captchaDifficultyFromEnv = (env: Env, defaults: CaptchaDifficulty): CaptchaDifficulty => {
  if (!env.CAPTCHA_COST?.trim() && !env.CAPTCHA_COUNTER_MAX?.trim()) return defaults;
  const cost = positiveInteger('CAPTCHA_COST', env.CAPTCHA_COST, defaults.cost);
  const counterMax = positiveInteger('CAPTCHA_COUNTER_MAX', env.CAPTCHA_COUNTER_MAX, defaults.counterMax);
  return { ...defaults, cost, counterMax, counterMin: Math.max(1, Math.floor(counterMax / 2)) };
};
