// Route-level rate-limit settings (per client IP) whose 429 body uses the
// field the calling screen reads: `msg` for sign-up, `message` elsewhere.

import type { RateLimitOptions } from '@fastify/rate-limit';
import type { RateLimitRule } from '../config';
import { ReplyError } from './reply-error';

/** `countedInBatches`: a busy route whose hits reach the database's shared counter once a second, not one by one. */
export const perIpLimit = (
  rule: RateLimitRule,
  body: Record<string, unknown>,
  { countedInBatches = false }: { countedInBatches?: boolean } = {},
): RateLimitOptions => ({
  max: rule.max,
  timeWindow: rule.windowMs,
  errorResponseBuilder: () => new ReplyError(429, body) as unknown as object,
  ...(countedInBatches ? ({ countedInBatches } as object) : {}),
});
