// Solving the API's ALTCHA challenge the way the browser widget does, and
// packing the payload the widget submits (base64 JSON of challenge + solution).

import type { FastifyInstance } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

export const encodePayload = (challenge: Challenge, solution: unknown): string =>
  Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');

export const solvedCaptcha = async (app: FastifyInstance, prefix = ''): Promise<{ payload: string; challenge: Challenge }> => {
  const challenge = (await app.inject(`${prefix}/captcha/challenge`)).json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('captcha not solved');
  return { payload: encodePayload(challenge, solution), challenge };
};
