// A burst of concurrent logins from one address, spread over one or more instances, with
// the password checks (argon2) counted: what an attacker guessing in parallel gets.

import argon2 from 'argon2';
import type { FastifyInstance } from 'fastify';

export interface BurstResult {
  /** Passwords actually checked (real and dummy hashes), over every instance. */
  checks: number;
  /** Status of each request, in sending order. */
  statuses: number[];
}

/** `total` logins sent at once from `ip`, round robin over `apps`; the right password is number `rightAt` (1-based). */
export const loginBurst = async (
  apps: FastifyInstance[],
  options: { email: string; rightPassword: string; ip: string; total?: number; rightAt?: number },
): Promise<BurstResult> => {
  const { email, rightPassword, ip, total = 100, rightAt = 46 } = options;
  // Every check, of a real hash or the dummy one, is one argon2.verify in this process.
  const checks = jest.spyOn(argon2, 'verify');
  try {
    const replies = await Promise.all(
      Array.from({ length: total }, (_, i) =>
        apps[i % apps.length].inject({
          method: 'POST',
          url: '/login',
          remoteAddress: ip,
          payload: { email, password: i + 1 === rightAt ? rightPassword : `wrong guess number ${i}` },
        }),
      ),
    );
    return { checks: checks.mock.calls.length, statuses: replies.map((reply) => reply.statusCode) };
  } finally {
    checks.mockRestore();
  }
};
